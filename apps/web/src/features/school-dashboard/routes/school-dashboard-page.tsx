import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { messageOf } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { Can } from '@/lib/use-access';
import { useDialogState } from '@/lib/use-dialog-state';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { AttendanceCard } from '../components/attendance-card';
import { DashboardCharts } from '../components/dashboard-charts';
import { DashboardDialogs, type DashboardDialog } from '../components/dashboard-dialogs';
import { DashboardStatCards } from '../components/dashboard-stat-cards';
import { NoticesPanel } from '../components/notices-panel';
import { QuickActions } from '../components/quick-actions';
import { RecentActivities } from '../components/recent-activities';

/**
 * The school administrator's home: the school's figures with their change over the week, quick
 * links, charts, recent activity and the notices the school posts.
 */
export function SchoolDashboardPage() {
  const { t } = useTranslation('school-dashboard');
  const { user } = useSession();
  const stats = useDashboardStats();
  useEffect(() => {
    if (stats.error) toast.error(messageOf(stats.error, t('page.load_failed')));
  }, [stats.error, t]);
  // undefined while loading, null after a failed load: the cards then show no figure at all.
  const data = stats.isError ? null : stats.data;
  const dialogs = useDialogState<DashboardDialog>();

  const school = user?.school?.name;
  const name = user?.name ?? t('page.default_name');
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={
          school ? t('page.welcome', { name, schoolName: school }) : t('page.welcome_no_school', { name })
        }
      />
      <DashboardStatCards stats={data} />
      <div className="grid gap-4 lg:grid-cols-4">
        <AttendanceCard stats={data} />
        <div className="lg:col-span-3">
          <QuickActions />
        </div>
      </div>
      <DashboardCharts stats={data} />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <RecentActivities
            activities={data === undefined ? undefined : (data?.recent_activities ?? null)}
            viewAll={dialogs.opener({ action: 'activities' })}
          />
        </div>
        {/* The notices are their own module: a dashboard without notices_view leaves them out. */}
        <Can permission="notices_view">
          <NoticesPanel
            create={dialogs.opener({ action: 'create-notice' })}
            edit={(notice) => dialogs.opener({ action: 'edit-notice', notice })}
            remove={(notice) => dialogs.opener({ action: 'delete-notice', notice })}
          />
        </Can>
      </div>
      <DashboardDialogs dialog={dialogs.dialog} onClose={dialogs.close} restoreFocus={dialogs.restoreFocus} />
    </div>
  );
}
