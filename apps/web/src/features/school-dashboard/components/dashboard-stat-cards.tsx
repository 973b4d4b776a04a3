import type { SchoolDashboardStats, WeeklyFigure } from '@school/contract';
import type { TFunction } from 'i18next';
import { BookOpen, GraduationCap, LayoutGrid, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import type { StatChange } from '@/lib/stat-change';

interface DashboardStatCardsProps {
  /** undefined while loading; null when the figures could not be loaded. */
  stats: SchoolDashboardStats | null | undefined;
}

type Figure = 'students' | 'teachers' | 'classes' | 'sections';

/** "+3 from last week", "-2 from last week", "No change from last week", in the reader's language. */
function weeklyChange({ total, last_week }: WeeklyFigure, t: TFunction<'school-dashboard'>): StatChange {
  const delta = total - last_week;
  if (delta > 0) return { text: t('stats.change_up', { value: delta }), type: 'positive' };
  if (delta < 0) return { text: t('stats.change_down', { value: -delta }), type: 'negative' };
  return { text: t('stats.no_change'), type: 'neutral' };
}

/** Students, teachers, classes and sections of the school, each with its change over the week. */
export function DashboardStatCards({ stats }: DashboardStatCardsProps) {
  const { t } = useTranslation('school-dashboard');
  const card = (key: Figure) => {
    const figure = stats?.[key];
    return {
      value: stats === undefined ? undefined : (figure?.total ?? null),
      change: figure ? weeklyChange(figure, t) : null,
    };
  };
  return (
    <StatCardGrid label={t('stats.group')}>
      <StatCard label={t('stats.total_students')} {...card('students')} icon={GraduationCap} tone="blue" />
      <StatCard label={t('stats.total_teachers')} {...card('teachers')} icon={Users} tone="green" />
      <StatCard label={t('stats.total_classes')} {...card('classes')} icon={BookOpen} tone="purple" />
      <StatCard label={t('stats.total_sections')} {...card('sections')} icon={LayoutGrid} tone="orange" />
    </StatCardGrid>
  );
}
