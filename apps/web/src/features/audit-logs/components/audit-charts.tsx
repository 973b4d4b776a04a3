import type { AuditActivity } from '@school/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { chartEmptyText } from '@/components/ui/chart-empty-text';
import { weekdayLabel } from '@/lib/chart-labels';
import { platformZoneName } from '@/lib/platform-day';
import { eventLabel } from '../filters';

/** Spec 01 section 9: activity charts show the last 7 days. */
const CHART_DAYS = 7;
/** The doughnut names this many events; the rest are one slice. */
const SLICES = 7;

function eventSlices(activity: AuditActivity, t: TFunction<'audit-logs'>) {
  const top = activity.events_by_type.slice(0, SLICES);
  const rest = activity.events_by_type.slice(SLICES).reduce((sum, e) => sum + e.count, 0);
  const slices = top.map((e) => ({ label: eventLabel(e.event, t), value: e.count }));
  return rest > 0 ? [...slices, { label: t('charts.other_events'), value: rest }] : slices;
}

/**
 * The last seven days' activity as lines, and the window's entries by event as a doughnut.
 * `activity` is undefined while it loads and null when it could not be loaded.
 */
export function AuditCharts({ activity }: { activity: AuditActivity | null | undefined }) {
  const { t } = useTranslation('audit-logs');
  const week = activity?.daily_activity.slice(-CHART_DAYS) ?? [];
  const series = [
    {
      name: t('charts.active_users'),
      data: week.map((d) => ({ label: weekdayLabel(d), value: d.active_users })),
    },
    {
      name: t('charts.school_logins'),
      data: week.map((d) => ({ label: weekdayLabel(d), value: d.school_logins })),
    },
    {
      name: t('charts.new_registrations'),
      data: week.map((d) => ({ label: weekdayLabel(d), value: d.new_registrations })),
    },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Chart
        kind="line"
        title={t('charts.activity_title', { count: CHART_DAYS, zone: platformZoneName() })}
        series={series}
        emptyText={chartEmptyText(activity, t('charts.activity_empty', { count: CHART_DAYS }))}
      />
      <Chart
        kind="doughnut"
        title={t('charts.events_title', { count: activity?.days ?? 30 })}
        data={activity ? eventSlices(activity, t) : []}
        emptyText={chartEmptyText(activity, t('charts.events_empty'))}
      />
    </div>
  );
}
