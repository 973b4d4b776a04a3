import { utilization, type Section } from '@school/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { toast } from '@/lib/toast';
import { useSection } from '../api/get-section';

interface SectionDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  section: Section;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function SectionDetailsModal({
  section: row,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: SectionDetailsModalProps) {
  const { t } = useTranslation('sections');
  const fresh = useSection(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, t('errors.detail')));
  }, [fresh.error, t]);
  const section = fresh.data ?? row;
  const limited = section.capacity !== null;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('details.title')}
      size="lg"
    >
      <DetailsList
        items={[
          { label: t('details.section'), value: section.name },
          { label: t('details.class'), value: section.class_name || t('not_assigned') },
          { label: t('details.students'), value: formatNumber(section.students_count) },
          {
            label: t('details.capacity'),
            value: limited ? formatNumber(section.capacity!) : t('no_limit'),
          },
          {
            label: t('details.utilization'),
            value: limited
              ? t('percent', { value: utilization(section.students_count, section.capacity!) })
              : '—',
          },
          {
            label: t('details.available'),
            value: limited
              ? formatNumber(Math.max(0, section.capacity! - section.students_count))
              : t('details.unlimited'),
          },
          { label: t('details.created'), value: formatDateTime(section.created_at) },
          { label: t('details.last_updated'), value: formatDateTime(section.updated_at) },
        ]}
      />
    </Modal>
  );
}
