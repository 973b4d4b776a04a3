import type { ParentAnalytics } from '@school/contract';
import { UserCheck, UserRound, Users, UserRoundPlus } from 'lucide-react';
import { Chart } from '@/components/ui/chart';
import { DetailsList } from '@/components/ui/details-list';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { useParentAnalytics } from '../api/get-parent-analytics';
import { RELATIONSHIP_LABELS } from '../filters';

function ParentStatistics({ analytics }: { analytics: ParentAnalytics }) {
  return (
    <section
      aria-labelledby="parent-statistics-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="parent-statistics-heading" className="mb-3 font-medium text-slate-900">
        Parent Statistics
      </h2>
      <DetailsList
        items={[
          { label: 'Total Parents', value: analytics.total_parents.toLocaleString('en-IN') },
          { label: 'Active Parents', value: analytics.active_parents.toLocaleString('en-IN') },
          {
            label: 'Average Children per Parent',
            value: analytics.average_children_per_parent.toFixed(1),
          },
        ]}
      />
    </section>
  );
}

/**
 * Parents, active accounts, fathers and mothers over every parent of the school, the relationship
 * chart and the statistics panel. Spec 02: analytics load in the background and fail silently.
 */
export function ParentStatCards() {
  const { data, isError } = useParentAnalytics();
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (isError ? 0 : figure);
  const distribution = data?.relationship_distribution;
  return (
    <div className="space-y-4">
      <StatCardGrid label="Parent figures">
        <StatCard label="Total Parents" value={value(data?.total_parents)} icon={Users} />
        <StatCard label="Active Parents" value={value(data?.active_parents)} icon={UserCheck} tone="green" />
        <StatCard label="Fathers" value={value(distribution?.father)} icon={UserRound} tone="amber" />
        <StatCard label="Mothers" value={value(distribution?.mother)} icon={UserRoundPlus} tone="slate" />
      </StatCardGrid>
      {data && (
        <div className="grid gap-4 lg:grid-cols-2">
          <Chart
            kind="doughnut"
            title="Relationship Distribution"
            data={(['father', 'mother', 'guardian', 'other'] as const).map((r) => ({
              label: RELATIONSHIP_LABELS[r],
              value: data.relationship_distribution[r],
            }))}
            emptyText="No parents are registered yet."
          />
          <ParentStatistics analytics={data} />
        </div>
      )}
    </div>
  );
}
