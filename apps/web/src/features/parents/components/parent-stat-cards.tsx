import type { ParentAnalytics } from '@school/contract';
import { UserCheck, UserRound, Users, UserRoundPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { DetailsList } from '@/components/ui/details-list';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format-number';
import { useParentAnalytics } from '../api/get-parent-analytics';
import { relationshipLabel } from '../filters';

function ParentStatistics({ analytics }: { analytics: ParentAnalytics }) {
  const { t } = useTranslation('parents');
  return (
    <section
      aria-labelledby="parent-statistics-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="parent-statistics-heading" className="mb-3 font-medium text-slate-900">
        {t('statistics.title')}
      </h2>
      <DetailsList
        items={[
          { label: t('statistics.total'), value: formatNumber(analytics.total_parents) },
          { label: t('statistics.active'), value: formatNumber(analytics.active_parents) },
          {
            label: t('statistics.average_children'),
            // One decimal, in the reader's own way of writing it ("1.3", "1,3").
            value: t('statistics.average_value', { value: analytics.average_children_per_parent }),
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
  const { t } = useTranslation('parents');
  const { data, isError } = useParentAnalytics();
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (isError ? 0 : figure);
  const distribution = data?.relationship_distribution;
  return (
    <div className="space-y-4">
      <StatCardGrid label={t('stats.group_label')}>
        <StatCard label={t('stats.total')} value={value(data?.total_parents)} icon={Users} />
        <StatCard
          label={t('stats.active')}
          value={value(data?.active_parents)}
          icon={UserCheck}
          tone="green"
        />
        <StatCard
          label={t('stats.fathers')}
          value={value(distribution?.father)}
          icon={UserRound}
          tone="amber"
        />
        <StatCard
          label={t('stats.mothers')}
          value={value(distribution?.mother)}
          icon={UserRoundPlus}
          tone="slate"
        />
      </StatCardGrid>
      {data && (
        <div className="grid gap-4 lg:grid-cols-2">
          <Chart
            kind="doughnut"
            title={t('stats.relationship_chart')}
            data={(['father', 'mother', 'guardian', 'other'] as const).map((r) => ({
              label: relationshipLabel(t, r),
              value: data.relationship_distribution[r],
            }))}
            emptyText={t('stats.relationship_empty')}
          />
          <ParentStatistics analytics={data} />
        </div>
      )}
    </div>
  );
}
