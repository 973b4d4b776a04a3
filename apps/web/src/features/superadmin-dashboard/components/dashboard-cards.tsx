import type { MonthlyChange, StatisticsOverview } from '@school/contract';
import { GraduationCap, School, Users, Wallet } from 'lucide-react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format-money';
import { describeChange, type StatChange } from '@/lib/stat-change';

/** "+12.5% from last month", or why there is no percentage. */
function monthlyChange({ growth_percent, total }: MonthlyChange): StatChange {
  if (growth_percent === null) {
    // Nothing a month ago: a percentage of nothing means nothing, the count does.
    return { text: total > 0 ? 'All new this month' : 'None yet', type: total > 0 ? 'positive' : 'neutral' };
  }
  return describeChange(growth_percent, 'last month', (percent) => `${percent}%`);
}

/**
 * Spec 01 section 2.11's four cards. Monthly Revenue is the spec's fixed zero, in the platform's
 * currency, and says why it is zero: the platform does not bill schools, so it is no figure of a
 * month without income.
 */
export function DashboardCards({ overview }: { overview: StatisticsOverview | null | undefined }) {
  const card = (key: keyof StatisticsOverview['from_last_month']) => {
    const figure = overview?.from_last_month[key];
    return {
      value: overview === undefined ? undefined : (figure?.total ?? null),
      change: figure ? monthlyChange(figure) : null,
    };
  };
  return (
    <StatCardGrid label="Platform figures">
      <StatCard label="Total Schools" {...card('schools')} icon={School} tone="blue" />
      <StatCard label="Total Users" {...card('users')} icon={Users} tone="green" />
      <StatCard label="Active Students" {...card('active_students')} icon={GraduationCap} tone="purple" />
      <StatCard
        label="Monthly Revenue"
        value={formatMoney(0)}
        icon={Wallet}
        tone="orange"
        change={{ text: 'Billing is not part of the platform yet', type: 'neutral' }}
      />
    </StatCardGrid>
  );
}
