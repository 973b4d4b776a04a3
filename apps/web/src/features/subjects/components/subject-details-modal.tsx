import type { Subject } from '@school/contract';
import { useEffect } from 'react';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
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
  const fresh = useSubject(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, 'Failed to fetch subject details'));
  }, [fresh.error]);
  const subject = fresh.data ?? row;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Subject Details"
      size="lg"
    >
      <DetailsList
        items={[
          { label: 'Name', value: subject.name },
          { label: 'Code', value: subject.code },
          { label: 'Description', value: subject.description },
          { label: 'Teachers', value: subject.teachers_count },
          { label: 'Created', value: formatDateTime(subject.created_at) },
          { label: 'Last updated', value: formatDateTime(subject.updated_at) },
        ]}
      />
    </Modal>
  );
}
