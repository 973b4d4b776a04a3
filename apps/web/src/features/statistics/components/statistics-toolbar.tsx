import {
  ACTIVITY_WINDOWS,
  STATISTICS_PERIODS,
  type ActivityWindow,
  type StatisticsPeriod,
} from '@school/contract';
import { Download, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';

interface StatisticsToolbarProps {
  period: StatisticsPeriod;
  days: ActivityWindow;
  onPeriodChange: (period: StatisticsPeriod) => void;
  onDaysChange: (days: ActivityWindow) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onExport: () => void;
  /** Export waits until there are figures to write. */
  canExport: boolean;
}

/** Spec 01 section 2.11: period and window selectors, refresh and export. */
export function StatisticsToolbar(props: StatisticsToolbarProps) {
  const { t } = useTranslation(['statistics', 'common']);
  const periodOptions = STATISTICS_PERIODS.map((p) => ({ value: p, label: t(`toolbar.period_${p}`) }));
  const windowOptions = ACTIVITY_WINDOWS.map((d) => ({
    value: d,
    label: t('toolbar.window', { count: Number(d) }),
  }));
  return (
    <div className="flex flex-wrap items-end gap-4">
      <SelectField
        label={t('toolbar.growth_period')}
        value={props.period}
        options={periodOptions}
        onChange={(e) => props.onPeriodChange(e.target.value as StatisticsPeriod)}
      />
      <SelectField
        label={t('toolbar.activity_window')}
        value={props.days}
        options={windowOptions}
        onChange={(e) => props.onDaysChange(e.target.value as ActivityWindow)}
      />
      <div className="flex gap-3">
        <Button variant="secondary" busy={props.refreshing} onClick={props.onRefresh}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('toolbar.refresh')}
        </Button>
        <Button variant="secondary" disabled={!props.canExport} onClick={props.onExport}>
          <Download aria-hidden="true" className="size-4" />
          {t('common:actions.export')}
        </Button>
      </div>
    </div>
  );
}
