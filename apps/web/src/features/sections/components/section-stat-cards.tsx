import { Armchair, ChartPie, GraduationCap, LayoutGrid } from 'lucide-react';
import { useEffect } from 'react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import type { SectionFilterQuery } from '../api/keys';
import { useSectionSummary } from '../api/get-section-summary';

/** Sections, students, seats and utilisation over every section the filters match, not the page. */
export function SectionStatCards({ filters }: { filters: SectionFilterQuery }) {
  const { data, error } = useSectionSummary(filters);
  useEffect(() => {
    if (error) toast.error(messageOf(error, 'Failed to fetch section statistics'));
  }, [error]);
  const value = (figure: number | undefined) => (error ? 0 : figure);
  const average = error
    ? '—'
    : data && (data.average_utilization === null ? '—' : `${data.average_utilization.toFixed(1)}%`);
  return (
    <StatCardGrid label="Section figures">
      <StatCard label="Total Sections" value={value(data?.total_sections)} icon={LayoutGrid} />
      <StatCard
        label="Total Students"
        value={value(data?.total_students)}
        icon={GraduationCap}
        tone="green"
      />
      <StatCard label="Total Capacity" value={value(data?.total_capacity)} icon={Armchair} tone="amber" />
      <StatCard label="Avg Utilization" value={average} icon={ChartPie} tone="slate" />
    </StatCardGrid>
  );
}
