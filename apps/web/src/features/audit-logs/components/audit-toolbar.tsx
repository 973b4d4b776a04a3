import { fieldMessage, type EventCount } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/ui/search-input';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { ListParams } from '@/lib/use-list-params';
import { eventOptions, type AuditLogFilters } from '../filters';

interface AuditToolbarProps {
  list: Pick<ListParams<AuditLogFilters>, 'search' | 'filters' | 'setSearch' | 'setFilter'>;
  /** Events of the recent activity, offered besides the known ones. */
  present: readonly EventCount[] | undefined;
}

/** Search, event, user id and the date range (whole days of the platform timezone, both included), all kept in the URL. */
export function AuditToolbar({ list, present }: AuditToolbarProps) {
  const { t } = useTranslation('audit-logs');
  const { filters, setFilter } = list;
  const backwards = filters.date_from !== '' && filters.date_to !== '' && filters.date_from > filters.date_to;
  return (
    <search className="flex flex-wrap items-start gap-4">
      <SearchInput
        label={t('toolbar.search_label')}
        placeholder={t('toolbar.search_placeholder')}
        value={list.search}
        onSearch={list.setSearch}
        className="min-w-64 flex-1"
      />
      <SelectField
        label={t('toolbar.event_label')}
        placeholder={t('toolbar.event_all')}
        options={eventOptions(t, present)}
        value={filters.event}
        onChange={(event) => setFilter('event', event.target.value)}
        className="w-56"
      />
      <TextField
        label={t('toolbar.user_id_label')}
        inputMode="numeric"
        pattern="[0-9]*"
        value={filters.user_id}
        // Digits only: the filter is a user's number (spec 01 section 5).
        onChange={(event) => setFilter('user_id', event.target.value.replace(/\D/g, ''))}
        className="w-28"
      />
      <TextField
        label={t('toolbar.date_from_label')}
        type="date"
        value={filters.date_from}
        onChange={(event) => setFilter('date_from', event.target.value)}
        className="w-44"
      />
      <TextField
        label={t('toolbar.date_to_label')}
        type="date"
        value={filters.date_to}
        min={filters.date_from || undefined}
        onChange={(event) => setFilter('date_to', event.target.value)}
        error={backwards ? fieldMessage('date_after_or_equal', 'date_to', { other: 'date_from' }) : undefined}
        className="w-44"
      />
    </search>
  );
}
