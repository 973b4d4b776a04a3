import { ATTENDANCE_STATUSES, type StudentAttendance } from '@school/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLocale } from '@/i18n/language';
import { formatDate } from '@/lib/format-date';
import { platformToday } from '@/lib/platform-day';
import { addMonths, monthOf, monthWeeks, openingMonth } from './attendance-month';
import { STATUS_TONES } from './status-tones';

/** 2026-11-02 was a Monday: the week's day names from it, in the reader's language. */
const weekdayNames = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 10, 2 + i))));
};

const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * A month of a student's marks (the school's student details, a parent's child, a student's own): every day a register was taken, coloured by status with its
 * letter (the legend names them) and the word for screen readers; a note shows as the day's
 * tooltip and is listed under the month. Previous and next stay within the academic year.
 */
export function AttendanceCalendar({ attendance }: { attendance: StudentAttendance }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [month, setMonth] = useState(() => openingMonth(platformToday(), attendance.from, attendance.to));
  const byDate = useMemo(() => new Map(attendance.days.map((day) => [day.date, day])), [attendance.days]);
  const notes = attendance.days.filter((day) => monthOf(day.date) === month && day.note);
  const first = attendance.from && monthOf(attendance.from);
  const last = attendance.to && monthOf(attendance.to);
  const title = monthName(month, locale);

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 min-w-11"
          aria-label={t('attendance_calendar.previous_month')}
          disabled={first !== null && month <= first}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <p aria-live="polite" className="text-sm font-medium text-slate-900 capitalize">
          {title}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 min-w-11"
          aria-label={t('attendance_calendar.next_month')}
          disabled={last !== null && month >= last}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-1 text-center text-sm">
        <caption className="sr-only">{t('attendance_calendar.caption', { month: title })}</caption>
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th key={name} scope="col" className="text-xs font-medium text-slate-600">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((date) => date !== null)}>
              {week.map((date, i) => {
                if (date === null) return <td key={`empty-${i}`} />;
                const day = byDate.get(date);
                return (
                  <td
                    key={date}
                    title={day?.note ?? undefined}
                    className={`rounded-md py-1 ${day ? STATUS_TONES[day.status] : 'text-slate-500'}`}
                  >
                    {day ? (
                      <>
                        <span aria-hidden="true" className="block">
                          {Number(date.slice(8))}
                        </span>
                        <span aria-hidden="true" className="block text-xs font-semibold">
                          {t(`attendance_calendar.letter.${day.status}`)}
                        </span>
                        {/* Read out as one phrase: the day, then its status in words. */}
                        <span className="sr-only">{`${Number(date.slice(8))} ${t(`attendance_calendar.status.${day.status}`)}`}</span>
                      </>
                    ) : (
                      <span className="block">{Number(date.slice(8))}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        aria-label={t('attendance_calendar.legend')}
        className="flex flex-wrap gap-3 text-xs text-slate-700"
      >
        {ATTENDANCE_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className={`inline-block rounded px-1.5 font-semibold ${STATUS_TONES[status]}`}
            >
              {t(`attendance_calendar.letter.${status}`)}
            </span>
            {t(`attendance_calendar.status.${status}`)}
          </li>
        ))}
      </ul>
      {notes.length > 0 && (
        <ul aria-label={t('attendance_calendar.notes')} className="space-y-1 text-sm text-slate-700">
          {notes.map((day) => (
            <li key={day.date}>
              <span className="font-medium">{formatDate(day.date)}</span> (
              {t(`attendance_calendar.status.${day.status}`)}): {day.note}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
