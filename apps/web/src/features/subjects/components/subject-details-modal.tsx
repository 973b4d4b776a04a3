import type { Subject } from '@school/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { toast } from '@/lib/toast';
import { useSubject } from '../api/get-subject';

interface SubjectDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  subject: Subject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function SubjectDetailsModal({
  subject: row,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: SubjectDetailsModalProps) {
  const { t } = useTranslation('subjects');
  const fresh = useSubject(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, t('errors.detail')));
  }, [fresh.error, t]);
  const subject = fresh.data ?? row;

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
          { label: t('details.name'), value: subject.name },
          { label: t('details.code'), value: subject.code },
          { label: t('details.description'), value: subject.description },
          { label: t('details.teachers'), value: formatNumber(subject.teachers_count) },
          { label: t('details.created'), value: formatDateTime(subject.created_at) },
          { label: t('details.last_updated'), value: formatDateTime(subject.updated_at) },
        ]}
      />
    </Modal>
  );
}
