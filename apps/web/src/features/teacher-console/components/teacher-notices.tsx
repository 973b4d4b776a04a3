import type { TeacherDashboard } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';

/** The school's newest notices, as the dashboard gives them. */
export function TeacherNotices({ notices }: { notices: TeacherDashboard['notices'] }) {
  const { t } = useTranslation('teacher-console');
  return (
    <section
      aria-labelledby="teacher-notices-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="teacher-notices-title" className="text-lg font-semibold text-slate-900">
        {t('dashboard.notices_title')}
      </h2>
      {notices.length === 0 ? (
        <p className="text-sm text-slate-600">{t('dashboard.no_notices')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {notices.map((notice) => (
            <li key={notice.id} className="py-3">
              <article aria-labelledby={`teacher-notice-${notice.id}`} className="space-y-1">
                <h3
                  id={`teacher-notice-${notice.id}`}
                  className="font-medium text-slate-900 [overflow-wrap:anywhere]"
                >
                  {notice.title}
                </h3>
                <p className="text-xs text-slate-500">
                  <time dateTime={notice.publish_date}>{formatDate(notice.publish_date)}</time>
                </p>
                <p className="text-sm whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
                  {notice.body}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
