import type { AttendanceCounts, PortalChild } from '@school/contract';
import { useTranslation } from 'react-i18next';

/** This year's rate as a percentage, or a dash before any register. */
export function useRateText(counts: AttendanceCounts): string {
  const { t } = useTranslation('portal');
  return counts.rate === null ? '—' : t('year.percent', { value: counts.rate });
}

/** The year at a glance: attendance rate over the days so far, class, section and roll number. */
export function YearSummary({ child, counts }: { child: PortalChild; counts: AttendanceCounts }) {
  const { t } = useTranslation('portal');
  const rate = useRateText(counts);
  const none = t('year.not_enrolled');
  return (
    <section
      aria-labelledby="portal-year-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="portal-year-title" className="text-lg font-semibold text-slate-900">
        {t('year.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2">
          <dt className="text-slate-600">{t('year.rate')}</dt>
          <dd className="text-2xl font-semibold text-slate-900">{rate}</dd>
          <dd className="text-xs text-slate-500">{t('year.days', { count: counts.enrolled })}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('year.class')}</dt>
          <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{child.class?.name ?? none}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('year.section')}</dt>
          <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">
            {child.section?.name ?? none}
          </dd>
        </div>
        {child.roll_no && (
          <div>
            <dt className="text-slate-600">{t('year.roll_no')}</dt>
            <dd className="font-medium text-slate-900">{child.roll_no}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
