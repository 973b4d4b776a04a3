import type { SchoolClass } from '@school/contract';
import { Chart } from '@/components/ui/chart';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useClassAnalytics } from '../api/get-class-analytics';

interface ClassAnalyticsModalProps {
  schoolClass: SchoolClass;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A class's figures for the current year: counts, students per section, gender. */
export function ClassAnalyticsModal({
  schoolClass,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ClassAnalyticsModalProps) {
  // Spec 02: analytics load in the background and fail without a toast.
  const { data, isError } = useClassAnalytics(schoolClass.id);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Analytics: ${schoolClass.name}`}
      size="xl"
    >
      {data ? (
        <div className="space-y-6">
          <DetailsList
            items={[
              { label: 'Total Students', value: data.total_students },
              { label: 'Total Teachers', value: data.total_teachers },
              { label: 'Sections', value: data.total_sections },
              { label: 'Subjects', value: data.total_subjects },
            ]}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <Chart
              kind="bar"
              title="Students per Section"
              data={data.section_distribution.map((s) => ({ label: s.section_name, value: s.student_count }))}
              emptyText="No students are placed in a section yet."
            />
            <Chart
              kind="pie"
              title="Gender Distribution"
              data={[
                { label: 'Male', value: data.gender_distribution.male },
                { label: 'Female', value: data.gender_distribution.female },
                { label: 'Other', value: data.gender_distribution.other },
              ]}
              emptyText="No students are enrolled this year."
            />
          </div>
          <section aria-labelledby="class-sections-heading">
            <h3 id="class-sections-heading" className="mb-2 text-sm font-semibold text-slate-900">
              Sections
            </h3>
            {data.section_distribution.length > 0 ? (
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {data.section_distribution.map((s) => (
                  <li key={s.section_id} className="rounded-lg border border-slate-200 p-3 text-sm">
                    <span className="block font-medium break-words text-slate-900">
                      Section {s.section_name}
                    </span>
                    <span className="text-slate-600">
                      {s.student_count} {s.student_count === 1 ? 'student' : 'students'}
                      {s.capacity === null ? ', no limit' : ` of ${s.capacity} seats`}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">This class has no sections.</p>
            )}
          </section>
        </div>
      ) : isError ? (
        <p className="text-sm text-slate-600">Analytics could not be loaded.</p>
      ) : (
        <Spinner label="Loading analytics" />
      )}
    </Modal>
  );
}
