import type { AuditActivity } from '@school/contract';
import { Chart } from '@/components/ui/chart';
import { chartEmptyText } from '@/components/ui/chart-empty-text';
import { platformZoneName } from '@/lib/platform-day';
import { eventLabel } from '../filters';

/** Spec 01 section 9: activity charts show the last 7 days. */
const CHART_DAYS = 7;
/** The doughnut names this many events; the rest are one slice. */
const SLICES = 7;

function eventSlices(activity: AuditActivity) {
  const top = activity.events_by_type.slice(0, SLICES);
  const rest = activity.events_by_type.slice(SLICES).reduce((sum, e) => sum + e.count, 0);
  const slices = top.map((e) => ({ label: eventLabel(e.event), value: e.count }));
  return rest > 0 ? [...slices, { label: 'Other events', value: rest }] : slices;
}

/**
 * The last seven days' activity as lines, and the window's entries by event as a doughnut.
 * `activity` is undefined while it loads and null when it could not be loaded.
 */
export function AuditCharts({ activity }: { activity: AuditActivity | null | undefined }) {
  const week = activity?.daily_activity.slice(-CHART_DAYS) ?? [];
  const series = [
    { name: 'Active users', data: week.map((d) => ({ label: d.day_name, value: d.active_users })) },
    { name: 'School logins', data: week.map((d) => ({ label: d.day_name, value: d.school_logins })) },
    { name: 'New registrations', data: week.map((d) => ({ label: d.day_name, value: d.new_registrations })) },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Chart
        kind="line"
        title={`Activity (last 7 days, ${platformZoneName()})`}
        series={series}
        emptyText={chartEmptyText(activity, 'No activity in the last 7 days')}
      />
      <Chart
        kind="doughnut"
        title={`Events by type (last ${activity?.days ?? 30} days)`}
        data={activity ? eventSlices(activity) : []}
        emptyText={chartEmptyText(activity, 'No events in this period')}
      />
    </div>
  );
}
