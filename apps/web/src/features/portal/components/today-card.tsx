import type { PortalToday } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_TONES } from '@/components/attendance/status-tones';
import { formatDate } from '@/lib/format-date';

/** The two states that are not a mark, in quieter colours than any mark. */
const TONES: Record<PortalToday['state'], string> = {
  ...STATUS_TONES,
  not_taken: 'border-slate-400 bg-slate-50 text-slate-700',
  no_school: 'border-slate-300 bg-slate-50 text-slate-700',
};

/** Today at school: the mark of today's register (in words), or that there is none yet or no school. */
export function TodayCard({ today }: { today: PortalToday }) {
  const { t } = useTranslation('portal');
  return (
    <section
      aria-labelledby="portal-today-title"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="portal-today-title" className="text-lg font-semibold text-slate-900">
        {t('today.title')}
      </h2>
      <p className="text-sm text-slate-600">
        <time dateTime={today.date}>{formatDate(today.date)}</time>
      </p>
      <p
        className={`inline-block rounded-md border px-3 py-1.5 text-base font-semibold ${TONES[today.state]}`}
      >
        {t(`today.state.${today.state}`)}
      </p>
      {today.note && (
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          {t('today.note', { note: today.note })}
        </p>
      )}
    </section>
  );
}
