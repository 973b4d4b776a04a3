import type { RecentActivity, SortDirection } from '@school/contract';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';

/** "school_created" -> "School created". */
const typeOf = (event: string) => {
  const words = event.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const COLUMNS: ReadonlyArray<Column<RecentActivity>> = [
  { id: 'type', header: 'Type', cell: (a) => typeOf(a.event), className: 'whitespace-nowrap' },
  {
    id: 'description',
    header: 'Description',
    rowHeader: true,
    cell: (a) => <span className="font-medium text-slate-900">{a.description}</span>,
  },
  {
    id: 'time',
    header: 'Time',
    sortKey: 'time',
    cell: (a) => <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>,
    className: 'whitespace-nowrap',
  },
  // An entry of an account since deleted, or of the system, has no one to name.
  { id: 'user', header: 'User', cell: (a) => a.user_name ?? 'System' },
];

interface RecentActivitiesProps {
  /** undefined while loading; null when they could not be loaded. */
  activities: RecentActivity[] | null | undefined;
  direction: SortDirection;
  onDirectionChange: (direction: SortDirection) => void;
}

/** The platform's latest audit entries; the Time header lists them newest or oldest first. */
export function RecentActivities({ activities, direction, onDirectionChange }: RecentActivitiesProps) {
  return (
    <section aria-labelledby="recent-activities-title" className="space-y-3">
      <h2 id="recent-activities-title" className="text-lg font-semibold text-slate-900">
        Recent Activities
      </h2>
      <DataTable
        caption="Recent Activities"
        columns={COLUMNS}
        rows={activities ?? []}
        rowKey={(a) => a.id}
        loading={activities === undefined}
        emptyText="No activity yet"
        sort={{ key: 'time', direction }}
        onSortChange={() => onDirectionChange(direction === 'desc' ? 'asc' : 'desc')}
      />
    </section>
  );
}
