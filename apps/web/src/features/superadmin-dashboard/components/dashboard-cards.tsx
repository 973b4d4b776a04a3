import type { StatisticsOverview } from '@school/contract';
import { GraduationCap, School, Users, Wallet } from 'lucide-react';
import { StatCardGrid } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format-money';
import { GrowthStatCard } from './growth-stat-card';

/**
 * Spec 01 section 2.11's four cards. Monthly Revenue is the spec's fixed zero, in the platform's
 * currency, and says why it is zero: the platform does not bill schools, so it is no figure of a
 * month without income.
 */
export function DashboardCards({ overview }: { overview: StatisticsOverview | null | undefined }) {
  const change = (key: keyof StatisticsOverview['from_last_month']) =>
    overview === undefined ? undefined : (overview?.from_last_month[key] ?? null);
  return (
    <StatCardGrid label="Platform figures">
      <GrowthStatCard label="Total Schools" figure={change('schools')} icon={School} colour="blue" />
      <GrowthStatCard label="Total Users" figure={change('users')} icon={Users} colour="green" />
      <GrowthStatCard
        label="Active Students"
        figure={change('active_students')}
        icon={GraduationCap}
        colour="purple"
      />
      <div className="relative rounded-lg border border-slate-200 bg-white p-5 pr-20 shadow-sm">
        <dt className="text-sm font-medium text-slate-600">
          <span className="absolute top-1/2 right-5 -translate-y-1/2 rounded-lg bg-orange-50 p-3 text-orange-700">
            <Wallet aria-hidden="true" className="size-6" />
          </span>
          Monthly Revenue
        </dt>
        <dd className="mt-1 text-2xl font-semibold text-slate-900">{formatMoney(0)}</dd>
        <dd className="mt-1 text-sm text-slate-600">Billing is not part of the platform yet</dd>
      </div>
    </StatCardGrid>
  );
}
