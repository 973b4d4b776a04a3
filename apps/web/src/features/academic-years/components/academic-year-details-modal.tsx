import type { AcademicYear } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { durationDays } from '../dates';
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
  const { t } = useTranslation('academic-years');
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
          { label: t('details.academic_year'), value: year.name },
          { label: t('details.status'), value: <AcademicYearStatusBadge current={year.is_current} /> },
          { label: t('details.start_date'), value: formatDate(year.start_date) },
          { label: t('details.end_date'), value: formatDate(year.end_date) },
          {
            label: t('details.duration'),
            value: t('days', { count: durationDays(year.start_date, year.end_date) }),
          },
          { label: t('details.students'), value: formatNumber(year.students_count) },
          { label: t('details.created'), value: formatDateTime(year.created_at) },
          { label: t('details.last_updated'), value: formatDateTime(year.updated_at) },
        ]}
      />
    </Modal>
  );
}
