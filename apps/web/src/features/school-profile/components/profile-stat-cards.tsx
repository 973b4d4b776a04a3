import type { SchoolProfileAnalytics, SchoolProfileStatistics } from '@school/contract';
import { BookOpen, CalendarCheck, GraduationCap, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';

interface ProfileStatCardsProps {
  /** undefined while loading; null when they could not be loaded. */
  statistics: SchoolProfileStatistics | null | undefined;
  analytics: SchoolProfileAnalytics | null | undefined;
}

/** The four headline figures; attendance says so when none is recorded rather than show a number. */
export function ProfileStatCards({ statistics, analytics }: ProfileStatCardsProps) {
  const { t } = useTranslation('school-profile');
  // A failed load passes null on to each card: a dash, never a made-up zero.
  const count = (pick: (s: SchoolProfileStatistics) => number) => statistics && pick(statistics);
  const attendance = analytics?.performance.attendance_rate;
  return (
    <StatCardGrid label={t('stats.group')}>
      <StatCard
        label={t('stats.total_students')}
        value={count((s) => s.users.students)}
        icon={GraduationCap}
      />
      <StatCard
        label={t('stats.total_teachers')}
        value={count((s) => s.users.teachers)}
        icon={Users}
        tone="green"
      />
      <StatCard
        label={t('stats.total_classes')}
        value={count((s) => s.academic.classes)}
        icon={BookOpen}
        tone="amber"
      />
      <StatCard
        label={t('stats.attendance_rate')}
        value={
          !analytics
            ? analytics
            : attendance === null || attendance === undefined
              ? t('stats.no_attendance')
              : t('stats.percent', { value: attendance })
        }
        icon={CalendarCheck}
        tone="slate"
      />
    </StatCardGrid>
  );
}
