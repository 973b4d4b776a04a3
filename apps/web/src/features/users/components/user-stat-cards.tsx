import { Ban, CircleCheck, CircleOff, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useUserSummary } from '../api/get-user-summary';

/** Total, active, inactive and suspended users, as the server counts them. */
export function UserStatCards() {
  const { t } = useTranslation('users');
  const { data, error } = useUserSummary();
  useEffect(() => {
    if (error) toast.error(messageOf(error, t('stats.fetch_failed')));
  }, [error, t]);
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);

  return (
    <StatCardGrid label={t('stats.label')}>
      <StatCard label={t('stats.total')} value={value(data?.total)} icon={Users} />
      <StatCard label={t('stats.active')} value={value(data?.active)} icon={CircleCheck} tone="green" />
      <StatCard label={t('stats.inactive')} value={value(data?.inactive)} icon={CircleOff} tone="slate" />
      <StatCard label={t('stats.suspended')} value={value(data?.suspended)} icon={Ban} tone="red" />
    </StatCardGrid>
  );
}
