import type { SchoolClass } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format-number';
import { useClassAnalytics } from '../api/get-class-analytics';

interface ClassAnalyticsModalProps {
  schoolClass: SchoolClass;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A class's figures for the current year: counts, attendance rate, students per section, gender. */
export function ClassAnalyticsModal({
  schoolClass,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ClassAnalyticsModalProps) {
  // Spec 02: analytics load in the background and fail without a toast.
  const { t } = useTranslation('classes');
  const { data, isError } = useClassAnalytics(schoolClass.id);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('analytics.title', { name: schoolClass.name })}
      size="xl"
    >
      {data ? (
        <div className="space-y-6">
          <DetailsList
            items={[
              { label: t('analytics.total_students'), value: formatNumber(data.total_students) },
              { label: t('analytics.total_teachers'), value: formatNumber(data.total_teachers) },
              { label: t('analytics.sections'), value: formatNumber(data.total_sections) },
              { label: t('analytics.subjects'), value: formatNumber(data.total_subjects) },
              {
                label: t('analytics.attendance'),
                value:
                  data.attendance_rate === null
                    ? t('analytics.not_recorded')
                    : t('analytics.percent', { value: data.attendance_rate }),
              },
            ]}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <Chart
              kind="bar"
              title={t('analytics.per_section')}
              data={data.section_distribution.map((s) => ({ label: s.section_name, value: s.student_count }))}
              emptyText={t('analytics.per_section_empty')}
            />
            <Chart
              kind="pie"
              title={t('analytics.gender_title')}
              data={[
                { label: t('analytics.gender.male'), value: data.gender_distribution.male },
                { label: t('analytics.gender.female'), value: data.gender_distribution.female },
                { label: t('analytics.gender.other'), value: data.gender_distribution.other },
              ]}
              emptyText={t('analytics.no_enrolments')}
            />
          </div>
          <section aria-labelledby="class-sections-heading">
            <h3 id="class-sections-heading" className="mb-2 text-sm font-semibold text-slate-900">
              {t('analytics.sections_heading')}
            </h3>
            {data.section_distribution.length > 0 ? (
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {data.section_distribution.map((s) => (
                  <li key={s.section_id} className="rounded-lg border border-slate-200 p-3 text-sm">
                    <span className="block font-medium break-words text-slate-900">
                      {t('analytics.section', { name: s.section_name })}
                    </span>
                    <span className="text-slate-600">
                      {s.capacity === null
                        ? t('analytics.no_limit', { count: s.student_count })
                        : t('analytics.seats', { count: s.student_count, capacity: s.capacity })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('analytics.no_sections')}</p>
            )}
          </section>
        </div>
      ) : isError ? (
        <p className="text-sm text-slate-600">{t('analytics.failed')}</p>
      ) : (
        <Spinner label={t('analytics.loading')} />
      )}
    </Modal>
  );
}
