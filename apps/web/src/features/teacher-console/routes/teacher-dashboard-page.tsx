import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useTeacherDashboard } from '../api/get-teacher-dashboard';
import { TeacherNotices } from '../components/teacher-notices';
import { TodaySections } from '../components/today-sections';

/** The teacher's morning: today's registers to take, and what the school has announced. */
export function TeacherDashboardPage() {
  const { t } = useTranslation('teacher-console');
  const { user } = useSession();
  const dashboard = useTeacherDashboard();
  useEffect(() => {
    if (dashboard.error) toast.error(messageOf(dashboard.error, t('dashboard.load_failed')));
  }, [dashboard.error, t]);
  const data = dashboard.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('dashboard.title')}
        description={
          data ? t('dashboard.welcome', { name: user?.name ?? '', date: formatDate(data.date) }) : undefined
        }
      />
      {dashboard.isPending ? (
        <p aria-busy="true" className="text-sm text-slate-600">
          {t('dashboard.loading')}
        </p>
      ) : !data ? (
        <p className="text-sm text-slate-600">{t('dashboard.load_failed')}</p>
      ) : (
        <>
          <section aria-labelledby="today-sections-title" className="space-y-3">
            <h2 id="today-sections-title" className="text-lg font-semibold text-slate-900">
              {t('dashboard.sections_title')}
            </h2>
            {!data.school_day && (
              <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
                {t('dashboard.not_school_day')}
              </p>
            )}
            <TodaySections dashboard={data} />
          </section>
          <TeacherNotices notices={data.notices} />
        </>
      )}
    </div>
  );
}
