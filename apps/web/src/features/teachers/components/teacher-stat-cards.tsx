import { NOT_SPECIFIED } from '@school/contract';
import { BookOpen, CalendarPlus, SquareUser, UserCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { i18next } from '@/i18n/i18n';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useTeacherAnalytics } from '../api/get-teacher-analytics';
import { genderLabel } from '../filters';

/**
 * Teachers, active accounts, distinct specializations and recent joinings over every teacher of
 * the school, with the gender and specialization charts.
 */
export function TeacherStatCards() {
  const { t } = useTranslation('teachers');
  const { data, error } = useTeacherAnalytics();
  useEffect(() => {
    if (error) toast.error(messageOf(error, i18next.t('teachers:stats.fetch_failed')));
  }, [error]);
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);
  const specializations = data?.by_specialization.filter((s) => s.specialization !== NOT_SPECIFIED);
  // The server names a missing gender or specialization with NOT_SPECIFIED, in English.
  const named = (label: string) => (label === NOT_SPECIFIED ? t('not_specified') : label);
  return (
    <div className="space-y-4">
      <StatCardGrid label={t('stats.group_label')}>
        <StatCard label={t('stats.total')} value={value(data?.total_teachers)} icon={SquareUser} />
        <StatCard
          label={t('stats.active')}
          value={value(data?.active_teachers)}
          icon={UserCheck}
          tone="green"
        />
        <StatCard
          label={t('stats.specializations')}
          value={value(specializations?.length)}
          icon={BookOpen}
          tone="amber"
        />
        <StatCard
          label={t('stats.recent_joinings')}
          value={value(data?.recent_joinings)}
          icon={CalendarPlus}
          tone="slate"
        />
      </StatCardGrid>
      {data && (
        <div className="grid gap-4 lg:grid-cols-2">
          <Chart
            kind="doughnut"
            title={t('stats.gender_chart')}
            data={data.by_gender.map((g) => ({
              label: g.gender === NOT_SPECIFIED ? t('not_specified') : genderLabel(t, g.gender),
              value: g.count,
            }))}
            emptyText={t('stats.gender_empty')}
          />
          <Chart
            kind="bar"
            title={t('stats.specialization_chart')}
            data={data.by_specialization.map((s) => ({ label: named(s.specialization), value: s.count }))}
            emptyText={t('stats.specialization_empty')}
          />
        </div>
      )}
    </div>
  );
}
