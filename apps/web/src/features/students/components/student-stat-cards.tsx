import { GraduationCap, UserCheck, UserPlus, Users } from 'lucide-react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { useStudentAnalytics } from '../api/get-student-analytics';

/**
 * The student figures of the school, or of the year looked at. Spec 02: analytics load silently
 * and fall back to zeros.
 */
export function StudentStatCards({ yearId }: { yearId?: number | undefined }) {
  const { data, isError } = useStudentAnalytics(yearId);
  const value = (figure: number | undefined) => (isError ? 0 : figure);
  return (
    <StatCardGrid label="Student figures">
      <StatCard label="Total Students" value={value(data?.total_students)} icon={GraduationCap} />
      <StatCard label="Active Students" value={value(data?.active_students)} icon={UserCheck} tone="green" />
      <StatCard label="New Enrollments" value={value(data?.new_enrollments)} icon={UserPlus} tone="amber" />
      <StatCard label="Male" value={value(data?.gender_distribution.male)} icon={Users} tone="slate" />
    </StatCardGrid>
  );
}
