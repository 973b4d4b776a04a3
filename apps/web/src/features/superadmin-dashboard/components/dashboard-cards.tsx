import type { MonthlyChange, StatisticsOverview } from '@school/contract';
import type { TFunction } from 'i18next';
import { GraduationCap, School, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format-money';
import type { StatChange } from '@/lib/stat-change';

/** "+12.5% from last month", or why there is no percentage. */
function monthlyChange(
  t: TFunction<'superadmin-dashboard'>,
  { growth_percent, total }: MonthlyChange,
): StatChange {
  if (growth_percent === null) {
    // Nothing a month ago: a percentage of nothing means nothing, the count does.
    return total > 0
      ? { text: t('cards.all_new'), type: 'positive' }
      : { text: t('cards.none_yet'), type: 'neutral' };
  }
  if (growth_percent > 0) return { text: t('cards.up', { percent: growth_percent }), type: 'positive' };
  if (growth_percent < 0) return { text: t('cards.down', { percent: growth_percent }), type: 'negative' };
  return { text: t('cards.no_change'), type: 'neutral' };
}

/**
 * Spec 01 section 2.11's four cards. Monthly Revenue is the spec's fixed zero, in the platform's
 * currency, and says why it is zero: the platform does not bill schools, so it is no figure of a
 * month without income.
 */
export function DashboardCards({ overview }: { overview: StatisticsOverview | null | undefined }) {
  const { t } = useTranslation('superadmin-dashboard');
  const card = (key: keyof StatisticsOverview['from_last_month']) => {
    const figure = overview?.from_last_month[key];
    return {
      value: overview === undefined ? undefined : (figure?.total ?? null),
      change: figure ? monthlyChange(t, figure) : null,
    };
  };
  return (
    <StatCardGrid label={t('cards.label')}>
      <StatCard label={t('cards.schools')} {...card('schools')} icon={School} tone="blue" />
      <StatCard label={t('cards.users')} {...card('users')} icon={Users} tone="green" />
      <StatCard
        label={t('cards.active_students')}
        {...card('active_students')}
        icon={GraduationCap}
        tone="purple"
      />
      <StatCard
        label={t('cards.revenue')}
        value={formatMoney(0)}
        icon={Wallet}
        tone="orange"
        change={{ text: t('cards.revenue_note'), type: 'neutral' }}
      />
    </StatCardGrid>
  );
}
