import type { SchoolProfileAnalytics, SchoolProfileStatistics } from '@school/contract';
import { BookOpen, CalendarCheck, GraduationCap, Users } from 'lucide-react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';

interface ProfileStatCardsProps {
  /** undefined while loading; null when they could not be loaded. */
  statistics: SchoolProfileStatistics | null | undefined;
  analytics: SchoolProfileAnalytics | null | undefined;
}

/** The four headline figures; attendance says so when none is recorded rather than show a number. */
export function ProfileStatCards({ statistics, analytics }: ProfileStatCardsProps) {
  // A failed load passes null on to each card: a dash, never a made-up zero.
  const count = (pick: (s: SchoolProfileStatistics) => number) => statistics && pick(statistics);
  const attendance = analytics?.performance.attendance_rate;
  return (
    <StatCardGrid label="School figures">
      <StatCard label="Total Students" value={count((s) => s.users.students)} icon={GraduationCap} />
      <StatCard label="Total Teachers" value={count((s) => s.users.teachers)} icon={Users} tone="green" />
      <StatCard label="Total Classes" value={count((s) => s.academic.classes)} icon={BookOpen} tone="amber" />
      <StatCard
        label="Attendance Rate"
        value={
          !analytics
            ? analytics
            : attendance === null || attendance === undefined
              ? 'No attendance recorded yet'
              : `${attendance.toFixed(1)}%`
        }
        icon={CalendarCheck}
        tone="slate"
      />
    </StatCardGrid>
  );
}
