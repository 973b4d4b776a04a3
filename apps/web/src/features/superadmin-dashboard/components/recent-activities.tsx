import type { RecentActivity, SortDirection } from '@school/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';

/** "school_created" -> "School created": an event the catalogue does not name yet. */
const typeOf = (event: string) => {
  const words = event.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The columns in the reader's language. An event is named as the audit log names it
 * (`audit-logs:events.<event>`, one catalogue of the server's events).
 */
const columnsOf = (
  t: TFunction<['superadmin-dashboard', 'audit-logs']>,
): ReadonlyArray<Column<RecentActivity>> => [
  {
    id: 'type',
    header: t('recent.type'),
    cell: (a) => t(`audit-logs:events.${a.event}`, { defaultValue: typeOf(a.event) }),
    className: 'whitespace-nowrap',
  },
  {
    id: 'description',
    header: t('recent.description'),
    rowHeader: true,
    cell: (a) => <span className="font-medium text-slate-900">{a.description}</span>,
  },
  {
    id: 'time',
    header: t('recent.time'),
    sortKey: 'time',
    cell: (a) => <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>,
    className: 'whitespace-nowrap',
  },
  // An entry of an account since deleted, or of the system, has no one to name.
  { id: 'user', header: t('recent.user'), cell: (a) => a.user_name ?? t('recent.system') },
];

interface RecentActivitiesProps {
  /** undefined while loading; null when they could not be loaded. */
  activities: RecentActivity[] | null | undefined;
  direction: SortDirection;
  onDirectionChange: (direction: SortDirection) => void;
}

/** The platform's latest audit entries; the Time header lists them newest or oldest first. */
export function RecentActivities({ activities, direction, onDirectionChange }: RecentActivitiesProps) {
  const { t } = useTranslation(['superadmin-dashboard', 'audit-logs']);
  return (
    <section aria-labelledby="recent-activities-title" className="space-y-3">
      <h2 id="recent-activities-title" className="text-lg font-semibold text-slate-900">
        {t('recent.title')}
      </h2>
      <DataTable
        caption={t('recent.title')}
        columns={columnsOf(t)}
        rows={activities ?? []}
        rowKey={(a) => a.id}
        loading={activities === undefined}
        emptyText={t('recent.empty')}
        sort={{ key: 'time', direction }}
        onSortChange={() => onDirectionChange(direction === 'desc' ? 'asc' : 'desc')}
      />
    </section>
  );
}
