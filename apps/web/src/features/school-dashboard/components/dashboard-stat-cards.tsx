import type { SchoolDashboardStats } from '@school/contract';
import { BookOpen, GraduationCap, LayoutGrid, Users } from 'lucide-react';
import { StatCardGrid } from '@/components/ui/stat-card';
import { WeeklyStatCard } from './weekly-stat-card';

interface DashboardStatCardsProps {
  /** undefined while loading; null when the figures could not be loaded. */
  stats: SchoolDashboardStats | null | undefined;
}

/** Students, teachers, classes and sections of the school, each with its change over the week. */
export function DashboardStatCards({ stats }: DashboardStatCardsProps) {
  const figure = (key: 'students' | 'teachers' | 'classes' | 'sections') =>
    stats === undefined ? undefined : (stats?.[key] ?? null);
  return (
    <StatCardGrid label="School figures">
      <WeeklyStatCard label="Total Students" figure={figure('students')} icon={GraduationCap} colour="blue" />
      <WeeklyStatCard label="Total Teachers" figure={figure('teachers')} icon={Users} colour="green" />
      <WeeklyStatCard label="Total Classes" figure={figure('classes')} icon={BookOpen} colour="purple" />
      <WeeklyStatCard label="Total Sections" figure={figure('sections')} icon={LayoutGrid} colour="orange" />
    </StatCardGrid>
  );
}
