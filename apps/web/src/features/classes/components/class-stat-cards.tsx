import type { ClassSummary } from '@school/contract';
import { GraduationCap, LayoutGrid, Presentation, SquareUser } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { DetailsList } from '@/components/ui/details-list';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { formatNumber } from '@/lib/format-number';
import { toast } from '@/lib/toast';
import { useClassSummary } from '../api/get-class-summary';
import { gradeLabel } from '../filters';

/** Whole numbers, as spec 02 rounds the overview; a dash where there is nothing to divide. */
const ratio = (part: number, whole: number) => (whole === 0 ? '—' : formatNumber(Math.round(part / whole)));

function ClassOverview({ summary }: { summary: ClassSummary }) {
  const { t } = useTranslation('classes');
  const { total_classes: classes, total_students: students, total_teachers: teachers } = summary;
  return (
    <section
      aria-labelledby="class-overview-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="class-overview-heading" className="mb-3 font-medium text-slate-900">
        {t('stats.overview')}
      </h2>
      <DetailsList
        items={[
          { label: t('stats.average_size'), value: ratio(students, classes) },
          { label: t('stats.ratio'), value: teachers === 0 ? '—' : `1:${ratio(students, teachers)}` },
          { label: t('stats.sections_per_class'), value: ratio(summary.total_sections, classes) },
        ]}
      />
    </section>
  );
}

/**
 * The school's classes, students, teachers and sections as the server counts them (the old client
 * summed the loaded page), the students per grade, and the overview derived from the totals.
 */
export function ClassStatCards() {
  const { t } = useTranslation('classes');
  const { data, error } = useClassSummary();
  useEffect(() => {
    if (error) toast.error(messageOf(error, t('errors.summary')));
  }, [error, t]);
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);
  return (
    <div className="space-y-4">
      <StatCardGrid label={t('stats.label')}>
        <StatCard label={t('stats.total_classes')} value={value(data?.total_classes)} icon={Presentation} />
        <StatCard
          label={t('stats.total_students')}
          value={value(data?.total_students)}
          icon={GraduationCap}
          tone="green"
        />
        <StatCard
          label={t('stats.total_teachers')}
          value={value(data?.total_teachers)}
          icon={SquareUser}
          tone="amber"
        />
        <StatCard
          label={t('stats.total_sections')}
          value={value(data?.total_sections)}
          icon={LayoutGrid}
          tone="slate"
        />
      </StatCardGrid>
      {data && (
        <div className="grid gap-4 lg:grid-cols-2">
          {data.grade_distribution.length > 0 && (
            <Chart
              kind="pie"
              title={t('stats.grade_distribution')}
              data={data.grade_distribution.map((g) => ({
                label: gradeLabel(t, g.grade_level),
                value: g.students,
              }))}
              emptyText={t('stats.no_enrolments')}
            />
          )}
          <ClassOverview summary={data} />
        </div>
      )}
    </div>
  );
}
