import { GraduationCap, UserCheck, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { useStudentAnalytics } from '../api/get-student-analytics';

/**
 * The student figures of the school, or of the year looked at. Spec 02: analytics load silently
 * and fall back to zeros.
 */
export function StudentStatCards({ yearId }: { yearId?: number | undefined }) {
  const { t } = useTranslation('students');
  const { data, isError } = useStudentAnalytics(yearId);
  const value = (figure: number | undefined) => (isError ? 0 : figure);
  return (
    <StatCardGrid label={t('figures.label')}>
      <StatCard label={t('figures.total')} value={value(data?.total_students)} icon={GraduationCap} />
      <StatCard
        label={t('figures.active')}
        value={value(data?.active_students)}
        icon={UserCheck}
        tone="green"
      />
      <StatCard
        label={t('figures.new_enrollments')}
        value={value(data?.new_enrollments)}
        icon={UserPlus}
        tone="amber"
      />
      <StatCard
        label={t('figures.male')}
        value={value(data?.gender_distribution.male)}
        icon={Users}
        tone="slate"
      />
    </StatCardGrid>
  );
}
