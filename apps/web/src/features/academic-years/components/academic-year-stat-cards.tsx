import { Archive, CalendarCheck, CalendarClock, CalendarDays } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAcademicYearSummary } from '../api/get-academic-year-summary';

/** Every year of the school as the server counts them, and the current one's name. */
export function AcademicYearStatCards() {
  const { t } = useTranslation('academic-years');
  const { data, error } = useAcademicYearSummary();
  // The banner reads the same query: the failure is told once, here.
  useEffect(() => {
    if (error) toast.error(messageOf(error, t('errors.summary')));
  }, [error, t]);
  // A failed load shows zeros (and a dash for the name) rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);
  const current = error ? '—' : data && (data.current?.name ?? t('stats.not_set'));

  return (
    <StatCardGrid label={t('stats.label')}>
      <StatCard label={t('stats.total')} value={value(data?.total)} icon={CalendarDays} />
      <StatCard label={t('stats.current')} value={current} icon={CalendarCheck} tone="green" />
      <StatCard label={t('stats.active')} value={value(data?.active)} icon={CalendarClock} tone="amber" />
      <StatCard label={t('stats.archived')} value={value(data?.archived)} icon={Archive} tone="slate" />
    </StatCardGrid>
  );
}
