import type { Teacher } from '@school/contract';
import type { ReactNode } from 'react';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useTeacherPerformance } from '../api/get-teacher-performance';

interface TeacherPerformanceModalProps {
  teacher: Teacher;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="font-medium text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** A teacher's assignments, classes, subjects and sign-in activity (spec 02 section 3). */
export function TeacherPerformanceModal({
  teacher,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: TeacherPerformanceModalProps) {
  // Loaded in the background: a failure says so in the modal, without a toast.
  const { data, isError } = useTeacherPerformance(teacher.id);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Performance: ${teacher.name}`}
      size="lg"
    >
      {data ? (
        <div className="space-y-6">
          <Part title="Assignments">
            <DetailsList
              items={[
                { label: 'Total created', value: data.assignments.total_created },
                { label: 'Recently created', value: data.assignments.recent_created },
                { label: 'Graded', value: data.assignments.graded_assignments },
              ]}
            />
          </Part>
          <Part title="Classes">
            <DetailsList
              items={[
                { label: 'Total assigned', value: data.classes.total_assigned },
                {
                  label: 'Class teacher for',
                  value:
                    data.classes.class_teacher_for.length > 0
                      ? data.classes.class_teacher_for.join(', ')
                      : 'None',
                },
              ]}
            />
          </Part>
          <Part title="Subjects">
            <DetailsList items={[{ label: 'Total assigned', value: data.subjects.total_assigned }]} />
          </Part>
          <Part title="Activity">
            <DetailsList
              items={[
                { label: 'Days active', value: data.activity.days_active },
                {
                  label: 'Last login',
                  value: data.activity.last_login ? formatDateTime(data.activity.last_login) : 'Never',
                },
              ]}
            />
          </Part>
        </div>
      ) : isError ? (
        <p className="text-sm text-slate-600">Performance could not be loaded.</p>
      ) : (
        <Spinner label="Loading performance" />
      )}
    </Modal>
  );
}
