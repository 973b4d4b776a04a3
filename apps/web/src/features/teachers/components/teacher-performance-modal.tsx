import type { Teacher } from '@school/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
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
  const { t } = useTranslation('teachers');
  // Loaded in the background: a failure says so in the modal, without a toast.
  const { data, isError } = useTeacherPerformance(teacher.id);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('performance.title', { name: teacher.name })}
      size="lg"
    >
      {data ? (
        <div className="space-y-6">
          <Part title={t('performance.assignments')}>
            <DetailsList
              items={[
                {
                  label: t('performance.total_created'),
                  value: formatNumber(data.assignments.total_created),
                },
                {
                  label: t('performance.recently_created'),
                  value: formatNumber(data.assignments.recent_created),
                },
                { label: t('performance.graded'), value: formatNumber(data.assignments.graded_assignments) },
              ]}
            />
          </Part>
          <Part title={t('performance.classes')}>
            <DetailsList
              items={[
                { label: t('performance.total_assigned'), value: formatNumber(data.classes.total_assigned) },
                {
                  label: t('performance.class_teacher_for'),
                  value:
                    data.classes.class_teacher_for.length > 0
                      ? data.classes.class_teacher_for.join(', ')
                      : t('performance.none'),
                },
              ]}
            />
          </Part>
          <Part title={t('performance.subjects')}>
            <DetailsList
              items={[
                { label: t('performance.total_assigned'), value: formatNumber(data.subjects.total_assigned) },
              ]}
            />
          </Part>
          <Part title={t('performance.activity')}>
            <DetailsList
              items={[
                { label: t('performance.days_active'), value: formatNumber(data.activity.days_active) },
                {
                  label: t('performance.last_login'),
                  value: data.activity.last_login
                    ? formatDateTime(data.activity.last_login)
                    : t('performance.never'),
                },
              ]}
            />
          </Part>
        </div>
      ) : isError ? (
        <p className="text-sm text-slate-600">{t('performance.load_failed')}</p>
      ) : (
        <Spinner label={t('performance.loading')} />
      )}
    </Modal>
  );
}
