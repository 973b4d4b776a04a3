import type { TeacherDashboard } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { attendanceHref } from '../attendance-link';

/**
 * Each of the teacher's sections with today's register: taken (when, and its figures) or not,
 * and the way to take or correct it, on a school day.
 */
export function TodaySections({ dashboard }: { dashboard: TeacherDashboard }) {
  const { t } = useTranslation('teacher-console');
  if (dashboard.sections.length === 0) {
    return <p className="text-sm text-slate-600">{t('dashboard.no_sections')}</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {dashboard.sections.map((section) => {
        const place = t('place', { class_name: section.class_name, section_name: section.section_name });
        return (
          <li
            key={section.section_id}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{place}</h3>
                <p className="text-sm text-slate-600">
                  {t('students_count', { count: section.students_count })}
                </p>
              </div>
              {section.taken ? (
                <Badge tone="success">{t('dashboard.taken')}</Badge>
              ) : (
                <Badge tone="warning">{t('dashboard.not_taken')}</Badge>
              )}
            </div>
            {section.taken && (
              <p className="text-sm text-slate-700">
                {t('dashboard.taken_at', {
                  time: formatDateTime(section.taken_at),
                  present: section.counts.present,
                  absent: section.counts.absent,
                  late: section.counts.late,
                  excused: section.counts.excused,
                })}
              </p>
            )}
            {dashboard.school_day && (
              <Link
                to={attendanceHref(section.section_id, dashboard.date)}
                aria-label={t(section.taken ? 'dashboard.review_label' : 'dashboard.take_label', { place })}
                className={`${buttonClasses(section.taken ? 'secondary' : 'primary')} min-h-11 w-full`}
              >
                {t(section.taken ? 'dashboard.review' : 'dashboard.take')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
