import type { SchoolDashboardStats, WeeklyFigure } from '@school/contract';
import { BookOpen, GraduationCap, LayoutGrid, Users } from 'lucide-react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { describeChange } from '@/lib/stat-change';

interface DashboardStatCardsProps {
  /** undefined while loading; null when the figures could not be loaded. */
  stats: SchoolDashboardStats | null | undefined;
}

type Figure = 'students' | 'teachers' | 'classes' | 'sections';

/** "+3 from last week", in counts. */
const weeklyChange = ({ total, last_week }: WeeklyFigure) =>
  describeChange(total - last_week, 'last week', (count) => count.toLocaleString('en-IN'));

/** Students, teachers, classes and sections of the school, each with its change over the week. */
export function DashboardStatCards({ stats }: DashboardStatCardsProps) {
  const card = (key: Figure) => {
    const figure = stats?.[key];
    return {
      value: stats === undefined ? undefined : (figure?.total ?? null),
      change: figure ? weeklyChange(figure) : null,
    };
  };
  return (
    <StatCardGrid label="School figures">
      <StatCard label="Total Students" {...card('students')} icon={GraduationCap} tone="blue" />
      <StatCard label="Total Teachers" {...card('teachers')} icon={Users} tone="green" />
      <StatCard label="Total Classes" {...card('classes')} icon={BookOpen} tone="purple" />
      <StatCard label="Total Sections" {...card('sections')} icon={LayoutGrid} tone="orange" />
    </StatCardGrid>
  );
}
