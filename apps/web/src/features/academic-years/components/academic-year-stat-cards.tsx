import { Archive, CalendarCheck, CalendarClock, CalendarDays } from 'lucide-react';
import { useEffect } from 'react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAcademicYearSummary } from '../api/get-academic-year-summary';

/** Every year of the school as the server counts them, and the current one's name. */
export function AcademicYearStatCards() {
  const { data, error } = useAcademicYearSummary();
  // The banner reads the same query: the failure is told once, here.
  useEffect(() => {
    if (error) toast.error(messageOf(error, 'Failed to fetch academic year statistics'));
  }, [error]);
  // A failed load shows zeros (and a dash for the name) rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);
  const current = error ? '—' : data && (data.current?.name ?? 'Not Set');

  return (
    <StatCardGrid label="Academic year figures">
      <StatCard label="Total Academic Years" value={value(data?.total)} icon={CalendarDays} />
      <StatCard label="Current Year" value={current} icon={CalendarCheck} tone="green" />
      <StatCard label="Active Years" value={value(data?.active)} icon={CalendarClock} tone="amber" />
      <StatCard label="Archived Years" value={value(data?.archived)} icon={Archive} tone="slate" />
    </StatCardGrid>
  );
}
