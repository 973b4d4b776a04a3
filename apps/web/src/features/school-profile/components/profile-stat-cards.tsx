import type { SchoolProfileAnalytics, SchoolProfileStatistics } from '@school/contract';
import { BookOpen, CalendarCheck, GraduationCap, Users } from 'lucide-react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';

interface ProfileStatCardsProps {
  statistics: SchoolProfileStatistics | undefined;
  analytics: SchoolProfileAnalytics | undefined;
}

/** The four headline figures; attendance says so when none is recorded rather than show a number. */
export function ProfileStatCards({ statistics, analytics }: ProfileStatCardsProps) {
  const attendance = analytics?.performance.attendance_rate;
  return (
    <StatCardGrid label="School figures">
      <StatCard label="Total Students" value={statistics?.users.students} icon={GraduationCap} />
      <StatCard label="Total Teachers" value={statistics?.users.teachers} icon={Users} tone="green" />
      <StatCard label="Total Classes" value={statistics?.academic.classes} icon={BookOpen} tone="amber" />
      <StatCard
        label="Attendance Rate"
        value={
          analytics === undefined
            ? undefined
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
