import type { AuditLog } from '@school/contract';
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
  return (
    <Modal
      open={log !== null}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={log ? `${eventLabel(log.event)} #${log.id}` : 'Audit log'}
      size="xl"
    >
      {log && (
        <div className="space-y-6">
          <DetailsList
            items={[
              { label: 'Event', value: <code>{log.event}</code> },
              { label: 'Time', value: `${formatDateTime(log.created_at)} (${log.created_at})` },
              { label: 'Description', value: log.description },
              {
                label: 'User',
                value: (
                  <span>
                    <UserCell log={log} />
                    {log.user && <span className="block text-xs text-slate-500">User ID {log.user.id}</span>}
                  </span>
                ),
              },
              {
                label: 'School',
                value: log.school
                  ? `${log.school.name} (ID ${log.school.id})`
                  : log.school_id !== null
                    ? `Deleted school #${log.school_id}`
                    : null,
              },
              { label: 'IP address', value: log.ip_address },
              { label: 'User agent', value: log.user_agent },
            ]}
          />
          <section aria-labelledby="audit-properties-heading">
            <h3
              id="audit-properties-heading"
              className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase"
            >
              Properties
            </h3>
            <AuditProperties properties={log.properties} />
          </section>
        </div>
      )}
    </Modal>
  );
}
