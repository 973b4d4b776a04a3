import { Armchair, ChartPie, GraduationCap, LayoutGrid } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import type { SectionFilterQuery } from '../api/keys';
import { useSectionSummary } from '../api/get-section-summary';

/** Sections, students, seats and utilisation over every section the filters match, not the page. */
export function SectionStatCards({ filters }: { filters: SectionFilterQuery }) {
  const { t } = useTranslation('sections');
  const { data, error } = useSectionSummary(filters);
  useEffect(() => {
    if (error) toast.error(messageOf(error, t('errors.summary')));
  }, [error, t]);
  const value = (figure: number | undefined) => (error ? 0 : figure);
  const average = error
    ? '—'
    : data && (data.average_utilization === null ? '—' : t('percent', { value: data.average_utilization }));
  return (
    <StatCardGrid label={t('stats.label')}>
      <StatCard label={t('stats.total_sections')} value={value(data?.total_sections)} icon={LayoutGrid} />
      <StatCard
        label={t('stats.total_students')}
        value={value(data?.total_students)}
        icon={GraduationCap}
        tone="green"
      />
      <StatCard
        label={t('stats.total_capacity')}
        value={value(data?.total_capacity)}
        icon={Armchair}
        tone="amber"
      />
      <StatCard label={t('stats.average_utilization')} value={average} icon={ChartPie} tone="slate" />
    </StatCardGrid>
  );
}
