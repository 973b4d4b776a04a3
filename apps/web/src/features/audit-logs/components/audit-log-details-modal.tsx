import type { AuditLog } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format-date';
import { eventLabel } from '../filters';
import { AuditProperties } from './audit-properties';
import { UserCell } from './audit-user';

interface AuditLogDetailsModalProps {
  log: AuditLog | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Every field of one entry, and what it recorded (before and after of a change). */
export function AuditLogDetailsModal({ log, onClose, onCloseAutoFocus }: AuditLogDetailsModalProps) {
  const { t } = useTranslation('audit-logs');
  return (
    <Modal
      open={log !== null}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={log ? `${eventLabel(log.event, t)} #${log.id}` : t('details.title_empty')}
      size="xl"
    >
      {log && (
        <div className="space-y-6">
          <DetailsList
            items={[
              { label: t('details.event'), value: <code>{log.event}</code> },
              { label: t('details.time'), value: `${formatDateTime(log.created_at)} (${log.created_at})` },
              { label: t('details.description'), value: log.description },
              {
                label: t('details.user'),
                value: (
                  <span>
                    <UserCell log={log} />
                    {log.user && (
                      <span className="block text-xs text-slate-500">
                        {t('details.user_id', { id: log.user.id })}
                      </span>
                    )}
                  </span>
                ),
              },
              {
                label: t('details.school'),
                value: log.school
                  ? t('details.school_value', { name: log.school.name, id: log.school.id })
                  : log.school_id !== null
                    ? t('details.deleted_school', { id: log.school_id })
                    : null,
              },
              { label: t('details.ip'), value: log.ip_address },
              { label: t('details.user_agent'), value: log.user_agent },
            ]}
          />
          <section aria-labelledby="audit-properties-heading">
            <h3
              id="audit-properties-heading"
              className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase"
            >
              {t('details.properties')}
            </h3>
            <AuditProperties properties={log.properties} />
          </section>
        </div>
      )}
    </Modal>
  );
}
