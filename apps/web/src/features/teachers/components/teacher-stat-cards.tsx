import { NOT_SPECIFIED } from '@school/contract';
import { BookOpen, CalendarPlus, SquareUser, UserCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Chart } from '@/components/ui/chart';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useTeacherAnalytics } from '../api/get-teacher-analytics';
import { genderLabel } from '../filters';

/**
 * Teachers, active accounts, distinct specializations and recent joinings over every teacher of
 * the school, with the gender and specialization charts.
 */
export function TeacherStatCards() {
  const { data, error } = useTeacherAnalytics();
  useEffect(() => {
    if (error) toast.error(messageOf(error, 'Failed to fetch teacher statistics'));
  }, [error]);
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);
  const specializations = data?.by_specialization.filter((s) => s.specialization !== NOT_SPECIFIED);
  return (
    <div className="space-y-4">
      <StatCardGrid label="Teacher figures">
        <StatCard label="Total Teachers" value={value(data?.total_teachers)} icon={SquareUser} />
        <StatCard
          label="Active Teachers"
          value={value(data?.active_teachers)}
          icon={UserCheck}
          tone="green"
        />
        <StatCard
          label="Specializations"
          value={value(specializations?.length)}
          icon={BookOpen}
          tone="amber"
        />
        <StatCard
          label="Recent Joinings"
          value={value(data?.recent_joinings)}
          icon={CalendarPlus}
          tone="slate"
        />
      </StatCardGrid>
      {data && (
        <div className="grid gap-4 lg:grid-cols-2">
          <Chart
            kind="doughnut"
            title="Gender Distribution"
            data={data.by_gender.map((g) => ({
              label: g.gender === NOT_SPECIFIED ? NOT_SPECIFIED : genderLabel(g.gender),
              value: g.count,
            }))}
            emptyText="No gender data available"
          />
          <Chart
            kind="bar"
            title="Specialization Distribution"
            data={data.by_specialization.map((s) => ({ label: s.specialization, value: s.count }))}
            emptyText="No specialization data available"
          />
        </div>
      )}
    </div>
  );
}
