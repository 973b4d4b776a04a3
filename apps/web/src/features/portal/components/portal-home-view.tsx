import type { PortalHome } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortalScope } from '../portal-scope';
import { NoticeList } from './notice-list';
import { TeacherList } from './teacher-list';
import { TodayCard } from './today-card';
import { YearSummary } from './year-summary';

interface PortalHomeViewProps {
  home: PortalHome;
  scope: PortalScope;
  /** The console's notices page, for the notices beyond the newest. */
  noticesHref: string;
}

/** The main page of a child or of a student: today, the year, the teachers and the newest notices. */
export function PortalHomeView({ home, scope, noticesHref }: PortalHomeViewProps) {
  const { t } = useTranslation('portal');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TodayCard today={home.today} />
      <YearSummary child={home.child} counts={home.attendance} />
      <section
        aria-labelledby="portal-notices-title"
        className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:col-span-2"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="portal-notices-title" className="text-lg font-semibold text-slate-900">
            {t('notices.title')}
          </h2>
          {home.unread_notices > 0 && (
            <p className="text-sm text-slate-600">
              {t('notices.unread_count', { count: home.unread_notices })}
            </p>
          )}
        </div>
        <NoticeList notices={home.notices} kind={scope.kind} headingLevel={3} />
        <Link
          to={noticesHref}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
        >
          {t('notices.all')}
        </Link>
      </section>
      <div className="lg:col-span-2">
        <TeacherList scope={scope} />
      </div>
    </div>
  );
}
