import { daysRemaining } from '@school/contract';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearSummary } from '../api/get-academic-year-summary';
import { formatDate } from '@/lib/format-date';
import { localToday } from '../dates';

const HEADING_ID = 'current-academic-year-heading';

/**
 * The school's current year with its dates and the days left in it (counted from the
 * administrator's local date), or an invitation to set one when none is current.
 */
export function CurrentYearBanner() {
  const { t } = useTranslation('academic-years');
  const { data, isError } = useAcademicYearSummary();
  // The stat cards toast a failed load; the banner then stays out of the way.
  if (isError) return null;

  const current = data?.current;
  return (
    <section
      aria-labelledby={HEADING_ID}
      aria-busy={data ? undefined : true}
      className={`flex flex-wrap items-center gap-4 rounded-lg border p-5 shadow-sm ${
        data && !current ? 'border-amber-200 bg-amber-50' : 'border-brand-100 bg-brand-50'
      }`}
    >
      <span
        className={`rounded-lg p-3 ${data && !current ? 'bg-amber-100 text-amber-700' : 'bg-brand-100 text-brand-700'}`}
      >
        {data && !current ? (
          <CalendarX aria-hidden="true" className="size-6" />
        ) : (
          <CalendarCheck aria-hidden="true" className="size-6" />
        )}
      </span>
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <h2 id={HEADING_ID} className="text-sm font-medium text-slate-600">
          {t('banner.heading')}
        </h2>
        {!data ? (
          <>
            <span aria-hidden="true" className="mt-1 block h-7 w-40 animate-pulse rounded bg-slate-200" />
            <span className="sr-only">{t('common:states.loading')}</span>
          </>
        ) : current ? (
          <>
            <p className="text-xl font-semibold text-slate-900">{current.name}</p>
            <p className="text-sm text-slate-600">
              {t('banner.dates', {
                start: formatDate(current.start_date),
                end: formatDate(current.end_date),
              })}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-700">{t('banner.none')}</p>
        )}
      </div>
      {current && (
        <p className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm">
          {t('banner.remaining', { count: daysRemaining(current.end_date, localToday()) })}
        </p>
      )}
    </section>
  );
}
