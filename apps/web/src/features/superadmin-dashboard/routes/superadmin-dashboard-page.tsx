import type { SortDirection } from '@school/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session';
import { useAccess } from '@/lib/use-access';
import { useFailureToast } from '@/lib/use-failure-toast';
import { useDashboardActivity } from '../api/get-dashboard-activity';
import { useDashboardGrowth } from '../api/get-dashboard-growth';
import { useDashboardOverview } from '../api/get-dashboard-overview';
import { useRecentActivity } from '../api/get-recent-activity';
import { DashboardCards } from '../components/dashboard-cards';
import { DashboardCharts } from '../components/dashboard-charts';
import { DashboardTiles } from '../components/dashboard-tiles';
import { QuickActions } from '../components/quick-actions';
import { RecentActivities } from '../components/recent-activities';

/**
 * Spec 01 section 2.11, Dashboard Overview: the platform at a glance, from its own records. The
 * figures come from the statistics calls, so a user with the dashboard but not statistics_view
 * sees the recent activity and the shortcuts only.
 */
export function SuperadminDashboardPage() {
  const { t } = useTranslation('superadmin-dashboard');
  const { user } = useSession();
  const figuresAllowed = useAccess().can('statistics_view');
  const overview = useDashboardOverview(figuresAllowed);
  const growth = useDashboardGrowth(figuresAllowed);
  const activity = useDashboardActivity(figuresAllowed);
  const [direction, setDirection] = useState<SortDirection>('desc');
  const recent = useRecentActivity(direction);
  useFailureToast(overview, t('toast.overview_failed'));
  useFailureToast(growth, t('toast.growth_failed'));
  useFailureToast(activity, t('toast.activity_failed'));
  useFailureToast(recent, t('toast.recent_failed'));

  // undefined while loading, null after a failed load: the cards then show no figure at all.
  const figures = overview.isError ? null : overview.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.welcome', { name: user?.name ?? t('page.administrator') })}
      />
      {figuresAllowed ? (
        <>
          <DashboardCards overview={figures} />
          <DashboardCharts
            growth={growth.isError ? null : growth.data}
            activity={activity.isError ? null : activity.data}
          />
          <DashboardTiles overview={figures} />
        </>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
          {t('page.needs_statistics')}
        </p>
      )}
      <RecentActivities
        activities={recent.isError ? null : recent.data?.activities}
        direction={direction}
        onDirectionChange={setDirection}
      />
      <QuickActions />
    </div>
  );
}
