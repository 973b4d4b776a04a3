import {
  ACTIVITY_WINDOWS,
  STATISTICS_PERIODS,
  type ActivityWindow,
  type StatisticsPeriod,
} from '@school/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { platformToday, platformZoneName } from '@/lib/platform-day';
import { toast } from '@/lib/toast';
import { useFailureToast } from '@/lib/use-failure-toast';
import { useUrlState } from '@/lib/use-url-state';
import { useActivityStatistics } from '../api/get-activity-statistics';
import { useGrowthStatistics } from '../api/get-growth-statistics';
import { usePerformanceStatistics } from '../api/get-performance-statistics';
import { useSchoolsStatistics } from '../api/get-schools-statistics';
import { useStatisticsOverview } from '../api/get-statistics-overview';
import { useUsersStatistics } from '../api/get-users-statistics';
import { statisticsKeys } from '../api/keys';
import { StatisticsCharts } from '../components/statistics-charts';
import { StatisticsKpis } from '../components/statistics-kpis';
import { StatisticsTiles } from '../components/statistics-tiles';
import { StatisticsToolbar } from '../components/statistics-toolbar';
import { saveCsv, statisticsCsv } from '../statistics-csv';

/** The period and window live in the URL, so a reload or a shared link shows the same view. */
const DEFAULTS = { period: 'monthly', days: '7' };

const isPeriod = (v: string): v is StatisticsPeriod => (STATISTICS_PERIODS as readonly string[]).includes(v);
const isWindow = (v: string): v is ActivityWindow => (ACTIVITY_WINDOWS as readonly string[]).includes(v);

/** Spec 01 section 2.11, Platform Statistics: every figure counted from the platform's data. */
export function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const [params, setParams] = useUrlState(DEFAULTS);
  const period = isPeriod(params.period) ? params.period : 'monthly';
  const days = isWindow(params.days) ? params.days : '7';

  const overview = useStatisticsOverview();
  const growth = useGrowthStatistics(period);
  const activity = useActivityStatistics(days);
  const schools = useSchoolsStatistics();
  const users = useUsersStatistics();
  const performance = usePerformanceStatistics();
  useFailureToast(overview, t('page.overview_failed'));
  useFailureToast(growth, t('page.growth_failed'));
  useFailureToast(activity, t('page.activity_failed'));
  useFailureToast(schools, t('page.schools_failed'));
  useFailureToast(users, t('page.users_failed'));
  useFailureToast(performance, t('page.performance_failed'));

  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: statisticsKeys.all }, { throwOnError: true });
      toast.success(t('page.refreshed'));
    } catch {
      // Each failed figure has said so in its own toast.
    } finally {
      setRefreshing(false);
    }
  };

  const shown = {
    overview: overview.data,
    growth: growth.data,
    activity: activity.data,
    schools: schools.data,
    users: users.data,
    performance: performance.data,
  };
  const exportCsv = () => {
    saveCsv(`statistics-${platformToday()}.csv`, statisticsCsv(shown));
    toast.success(t('page.exported'));
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('page.title')} description={t('page.description', { zone: platformZoneName() })} />
      <StatisticsToolbar
        period={period}
        days={days}
        onPeriodChange={(next) => setParams({ period: next })}
        onDaysChange={(next) => setParams({ days: next })}
        onRefresh={() => void refresh()}
        refreshing={refreshing}
        onExport={exportCsv}
        canExport={Object.values(shown).some((part) => part !== undefined)}
      />
      <StatisticsKpis overview={overview.isError ? null : overview.data} />
      {/* undefined while loading, null after a failed load: each part then says which it is. */}
      <StatisticsCharts
        growth={growth.isError ? null : growth.data}
        activity={activity.isError ? null : activity.data}
        schools={schools.isError ? null : schools.data}
        users={users.isError ? null : users.data}
        performance={performance.isError ? null : performance.data}
      />
      <StatisticsTiles
        overview={overview.isError ? null : overview.data}
        performance={performance.isError ? null : performance.data}
      />
    </div>
  );
}
