import { utilization, type Section } from '@school/contract';
import { useEffect } from 'react';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
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
  const fresh = useSection(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, 'Failed to fetch section details'));
  }, [fresh.error]);
  const section = fresh.data ?? row;
  const limited = section.capacity !== null;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Section Details"
      size="lg"
    >
      <DetailsList
        items={[
          { label: 'Section', value: section.name },
          { label: 'Class', value: section.class_name || 'Not assigned' },
          { label: 'Students this year', value: section.students_count },
          { label: 'Capacity', value: limited ? section.capacity : 'No limit' },
          {
            label: 'Utilization',
            value: limited ? `${utilization(section.students_count, section.capacity!).toFixed(1)}%` : '—',
          },
          {
            label: 'Available seats',
            value: limited ? Math.max(0, section.capacity! - section.students_count) : 'Unlimited',
          },
          { label: 'Created', value: formatDateTime(section.created_at) },
          { label: 'Last updated', value: formatDateTime(section.updated_at) },
        ]}
      />
    </Modal>
  );
}
