import { Building2, CircleCheck, CircleOff, UserX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSchoolSummary } from '../api/get-school-summary';

/** Total, active, inactive and admin-less schools, as the server counts them. */
export function SchoolStatCards() {
  const { t } = useTranslation('schools');
  const { data, error } = useSchoolSummary();
  useEffect(() => {
    if (error) toast.error(messageOf(error, t('stats.fetch_failed')));
  }, [error, t]);
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);

  return (
    <StatCardGrid label={t('stats.label')}>
      <StatCard label={t('stats.total')} value={value(data?.total)} icon={Building2} />
      <StatCard label={t('stats.active')} value={value(data?.active)} icon={CircleCheck} tone="green" />
      <StatCard label={t('stats.inactive')} value={value(data?.inactive)} icon={CircleOff} tone="red" />
      <StatCard
        label={t('stats.without_admin')}
        value={value(data?.without_admin)}
        icon={UserX}
        tone="amber"
      />
    </StatCardGrid>
  );
}
