import type { StatisticsOverview } from '@school/contract';
import { GraduationCap, IndianRupee, School, Users } from 'lucide-react';
import { StatCardGrid } from '@/components/ui/stat-card';
import { GrowthStatCard } from './growth-stat-card';

/**
 * Spec 01 section 2.11's four cards. Monthly Revenue says the platform does not bill yet rather
 * than show the spec's fixed ₹0, which would read as a month without income.
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
            <IndianRupee aria-hidden="true" className="size-6" />
          </span>
          Monthly Revenue
        </dt>
        <dd className="mt-1 text-lg font-semibold text-slate-900">Not billed yet</dd>
        <dd className="mt-1 text-sm text-slate-600">The platform does not charge schools yet</dd>
      </div>
    </StatCardGrid>
  );
}
