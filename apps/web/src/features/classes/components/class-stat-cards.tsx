import type { ClassSummary } from '@school/contract';
import { GraduationCap, LayoutGrid, Presentation, SquareUser } from 'lucide-react';
import { useEffect } from 'react';
import { Chart } from '@/components/ui/chart';
import { DetailsList } from '@/components/ui/details-list';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useClassSummary } from '../api/get-class-summary';
import { gradeLabel } from '../filters';

/** Whole numbers, as spec 02 rounds the overview; a dash where there is nothing to divide. */
const ratio = (part: number, whole: number) => (whole === 0 ? '—' : Math.round(part / whole).toString());

function ClassOverview({ summary }: { summary: ClassSummary }) {
  const { total_classes: classes, total_students: students, total_teachers: teachers } = summary;
  return (
    <section
      aria-labelledby="class-overview-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="class-overview-heading" className="mb-3 font-medium text-slate-900">
        Class Overview
      </h2>
      <DetailsList
        items={[
          { label: 'Average Class Size', value: ratio(students, classes) },
          { label: 'Teacher-Student Ratio', value: teachers === 0 ? '—' : `1:${ratio(students, teachers)}` },
          { label: 'Sections per Class', value: ratio(summary.total_sections, classes) },
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
  const { data, error } = useClassSummary();
  useEffect(() => {
    if (error) toast.error(messageOf(error, 'Failed to fetch class statistics'));
  }, [error]);
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);
  return (
    <div className="space-y-4">
      <StatCardGrid label="Class figures">
        <StatCard label="Total Classes" value={value(data?.total_classes)} icon={Presentation} />
        <StatCard
          label="Total Students"
          value={value(data?.total_students)}
          icon={GraduationCap}
          tone="green"
        />
        <StatCard label="Total Teachers" value={value(data?.total_teachers)} icon={SquareUser} tone="amber" />
        <StatCard label="Total Sections" value={value(data?.total_sections)} icon={LayoutGrid} tone="slate" />
      </StatCardGrid>
      {data && (
        <div className="grid gap-4 lg:grid-cols-2">
          {data.grade_distribution.length > 0 && (
            <Chart
              kind="pie"
              title="Grade Distribution"
              data={data.grade_distribution.map((g) => ({
                label: gradeLabel(g.grade_level),
                value: g.students,
              }))}
              emptyText="No students are enrolled this year."
            />
          )}
          <ClassOverview summary={data} />
        </div>
      )}
    </div>
  );
}
