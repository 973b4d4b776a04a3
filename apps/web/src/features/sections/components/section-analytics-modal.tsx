import type { Section } from '@school/contract';
import { Chart } from '@/components/ui/chart';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useSectionAnalytics } from '../api/get-section-analytics';

interface SectionAnalyticsModalProps {
  section: Section;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A section's figures for the current year. Attendance shows once the school records it. */
export function SectionAnalyticsModal({
  section,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: SectionAnalyticsModalProps) {
  // Spec 02: analytics load in the background and fail without a toast.
  const { data, isError } = useSectionAnalytics(section.id);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Analytics: Section ${section.name}`}
      size="lg"
    >
      {data ? (
        <div className="space-y-6">
          <DetailsList
            items={[
              { label: 'Total Students', value: data.total_students },
              { label: 'Capacity', value: data.capacity ?? 'No limit' },
              {
                label: 'Utilization',
                value: data.capacity_utilization === null ? '—' : `${data.capacity_utilization.toFixed(1)}%`,
              },
              {
                label: 'Attendance Rate',
                value:
                  data.attendance_rate === null ? 'Not recorded yet' : `${data.attendance_rate.toFixed(1)}%`,
              },
            ]}
          />
          <Chart
            kind="pie"
            title="Gender Distribution"
            data={[
              { label: 'Male', value: data.gender_distribution.male },
              { label: 'Female', value: data.gender_distribution.female },
              { label: 'Other', value: data.gender_distribution.other },
            ]}
            emptyText="No students are assigned to this section this year."
          />
        </div>
      ) : isError ? (
        <p className="text-sm text-slate-600">Analytics could not be loaded.</p>
      ) : (
        <Spinner label="Loading analytics" />
      )}
    </Modal>
  );
}
