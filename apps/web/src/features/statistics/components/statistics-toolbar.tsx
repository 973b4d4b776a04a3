import {
  ACTIVITY_WINDOWS,
  STATISTICS_PERIODS,
  type ActivityWindow,
  type StatisticsPeriod,
} from '@school/contract';
import { Download, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';

const PERIOD_OPTIONS = STATISTICS_PERIODS.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }));
const WINDOW_OPTIONS = ACTIVITY_WINDOWS.map((d) => ({ value: d, label: `Last ${d} days` }));

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
  return (
    <div className="flex flex-wrap items-end gap-4">
      <SelectField
        label="Growth period"
        value={props.period}
        options={PERIOD_OPTIONS}
        onChange={(e) => props.onPeriodChange(e.target.value as StatisticsPeriod)}
      />
      <SelectField
        label="Activity window"
        value={props.days}
        options={WINDOW_OPTIONS}
        onChange={(e) => props.onDaysChange(e.target.value as ActivityWindow)}
      />
      <div className="flex gap-3">
        <Button variant="secondary" busy={props.refreshing} onClick={props.onRefresh}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh
        </Button>
        <Button variant="secondary" disabled={!props.canExport} onClick={props.onExport}>
          <Download aria-hidden="true" className="size-4" />
          Export
        </Button>
      </div>
    </div>
  );
}
