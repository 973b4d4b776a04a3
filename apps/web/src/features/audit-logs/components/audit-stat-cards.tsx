import type { AuditActivity } from '@school/contract';
import { Activity, LogIn, PencilLine, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';

/**
 * The four figures of the window: every entry, sign-ins, failed sign-ins and changes. `activity`
 * is undefined while it loads and null when it could not be loaded (the cards then show a dash).
 */
export function AuditStatCards({ activity }: { activity: AuditActivity | null | undefined }) {
  const { t } = useTranslation('audit-logs');
  const days = activity?.days ?? 30;
  const figure = (key: keyof AuditActivity['summary']) => (activity === null ? null : activity?.summary[key]);
  return (
    <StatCardGrid label={t('figures.label', { count: days })}>
      <StatCard label={t('figures.total', { count: days })} value={figure('total_events')} icon={Activity} />
      <StatCard label={t('figures.logins')} value={figure('logins')} icon={LogIn} tone="green" />
      <StatCard
        label={t('figures.failed_logins')}
        value={figure('failed_logins')}
        icon={ShieldAlert}
        tone="red"
      />
      <StatCard label={t('figures.changes')} value={figure('changes')} icon={PencilLine} tone="amber" />
    </StatCardGrid>
  );
}
