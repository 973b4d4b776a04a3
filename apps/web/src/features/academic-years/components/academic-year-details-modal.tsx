import type { AcademicYear } from '@school/contract';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { dayCount, durationDays } from '../dates';
import { AcademicYearStatusBadge } from './academic-year-status-badge';

interface AcademicYearDetailsModalProps {
  /** The row as listed: the list is refreshed after every change, so it is current. */
  year: AcademicYear;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function AcademicYearDetailsModal({
  year,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: AcademicYearDetailsModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Academic Year Details"
      size="lg"
    >
      <DetailsList
        items={[
          { label: 'Academic year', value: year.name },
          { label: 'Status', value: <AcademicYearStatusBadge current={year.is_current} /> },
          { label: 'Start date', value: formatDate(year.start_date) },
          { label: 'End date', value: formatDate(year.end_date) },
          { label: 'Duration', value: dayCount(durationDays(year.start_date, year.end_date)) },
          { label: 'Students', value: year.students_count },
          { label: 'Created', value: formatDateTime(year.created_at) },
          { label: 'Last updated', value: formatDateTime(year.updated_at) },
        ]}
      />
    </Modal>
  );
}
