import type { AttendanceCounts } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { AttendanceCalendar } from '@/components/attendance/attendance-calendar';
import { formatDate } from '@/lib/format-date';
import { usePortalAttendance } from '../api/get-portal-attendance';
import type { PortalScope } from '../portal-scope';
import { useRateText } from './year-summary';

/**
 * The year of the child (or of the student): the rate and counts, the month calendar of marks with
 * the teachers' notes, and every absence listed, newest first.
 */
export function AttendanceView({ scope }: { scope: PortalScope }) {
  const { t } = useTranslation('portal');
  const attendance = usePortalAttendance(scope);
  if (attendance.isPending)
    return (
      <p aria-busy="true" className="text-sm text-slate-600">
        {t('attendance.loading')}
      </p>
    );
  if (attendance.isError) return <p className="text-sm text-slate-600">{t('attendance.load_failed')}</p>;
  const { counts, days } = attendance.data;
  if (days.length === 0) return <p className="text-sm text-slate-600">{t('attendance.none')}</p>;
  const absences = days.filter((day) => day.status === 'absent').reverse();

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="portal-calendar-title"
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="portal-calendar-title" className="text-lg font-semibold text-slate-900">
          {t('attendance.calendar_title')}
        </h2>
        <AttendanceRate counts={counts} />
        <AttendanceCalendar attendance={attendance.data} />
      </section>
      <section
        aria-labelledby="portal-absences-title"
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="portal-absences-title" className="text-lg font-semibold text-slate-900">
          {t('attendance.absences_title')}
        </h2>
        {absences.length === 0 ? (
          <p className="text-sm text-slate-600">{t('attendance.no_absences')}</p>
        ) : (
          <ul aria-labelledby="portal-absences-title" className="divide-y divide-slate-200">
            {absences.map((day) => (
              <li key={day.date} className="py-2 text-sm">
                <time dateTime={day.date} className="font-medium text-slate-900">
                  {formatDate(day.date)}
                </time>
                {day.note && (
                  <p className="text-slate-700 [overflow-wrap:anywhere]">
                    {t('today.note', { note: day.note })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** "Attendance rate 93.8% over 32 days. Present 29, absent 2, late 1, excused 0." */
function AttendanceRate({ counts }: { counts: AttendanceCounts }) {
  const { t } = useTranslation('portal');
  const rate = useRateText(counts);
  return (
    <p className="text-sm text-slate-700">
      {t('attendance.rate', { rate, count: counts.enrolled })}{' '}
      {t('attendance.counts', {
        present: counts.present,
        absent: counts.absent,
        late: counts.late,
        excused: counts.excused,
      })}
    </p>
  );
}
