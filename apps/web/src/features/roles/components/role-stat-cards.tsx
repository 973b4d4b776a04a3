import { KeyRound, Shield, ShieldCheck, ShieldPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useRoleSummary } from '../api/get-role-summary';

/** Roles, system roles, custom roles and permissions, as the server counts them. */
export function RoleStatCards() {
  const { t } = useTranslation('roles');
  const { data, error } = useRoleSummary();
  useEffect(() => {
    if (error) toast.error(messageOf(error, t('stats.fetch_failed')));
  }, [error, t]);
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);

  return (
    <StatCardGrid label={t('stats.label')}>
      <StatCard label={t('stats.total')} value={value(data?.total)} icon={Shield} />
      <StatCard label={t('stats.core')} value={value(data?.core)} icon={ShieldCheck} tone="green" />
      <StatCard label={t('stats.custom')} value={value(data?.custom)} icon={ShieldPlus} tone="slate" />
      <StatCard
        label={t('stats.permissions')}
        value={value(data?.permissions)}
        icon={KeyRound}
        tone="amber"
      />
    </StatCardGrid>
  );
}
