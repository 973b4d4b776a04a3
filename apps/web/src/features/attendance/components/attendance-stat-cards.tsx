import type { AttendanceDay } from '@school/contract';
import { CalendarCheck, Clock, Percent, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format-number';

/** The day's figures over every section of the school or class, whatever page is shown. */
export function AttendanceStatCards({
  summary,
  failed,
}: {
  summary: AttendanceDay['summary'] | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation('attendance');
  // A failed load shows dashes, never made-up zeros; undefined is still loading.
  const value = (figure: number | undefined) => (failed ? null : figure);
  const rate = failed
    ? null
    : summary && (summary.rate === null ? '—' : t('percent', { value: summary.rate }));
  const taken = failed
    ? null
    : summary &&
      t('stats.taken_of', { taken: formatNumber(summary.taken), sections: formatNumber(summary.sections) });
  return (
    <StatCardGrid label={t('stats.label')}>
      <StatCard label={t('stats.taken')} value={taken} icon={CalendarCheck} />
      <StatCard label={t('stats.present')} value={value(summary?.present)} icon={UserCheck} tone="green" />
      <StatCard label={t('stats.absent')} value={value(summary?.absent)} icon={UserX} tone="red" />
      <StatCard label={t('stats.late')} value={value(summary?.late)} icon={Clock} tone="amber" />
      <StatCard label={t('stats.rate')} value={rate} icon={Percent} tone="slate" />
    </StatCardGrid>
  );
}
