import type { StatisticsOverview } from '@school/contract';
import { BookUser, GraduationCap, School, Users } from 'lucide-react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';

/** The four KPI cards; undefined while loading, null (a dash) when the figures failed to load. */
export function StatisticsKpis({ overview }: { overview: StatisticsOverview | null | undefined }) {
  const figure = (read: (o: StatisticsOverview) => number) =>
    overview === undefined ? undefined : overview === null ? '—' : read(overview);
  return (
    <StatCardGrid label="Platform figures">
      <StatCard label="Total Schools" value={figure((o) => o.schools.total)} icon={School} />
      <StatCard label="Total Users" value={figure((o) => o.users.total)} icon={Users} tone="green" />
      <StatCard
        label="Total Students"
        value={figure((o) => o.academic.students)}
        icon={GraduationCap}
        tone="amber"
      />
      <StatCard
        label="Total Teachers"
        value={figure((o) => o.academic.teachers)}
        icon={BookUser}
        tone="slate"
      />
    </StatCardGrid>
  );
}
