import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import type { SchoolFilters } from '../filters';
import { BOARD_OPTIONS, STATUS_OPTIONS } from '../options';

export function SchoolsToolbar({ list }: { list: ListParams<SchoolFilters> }) {
  return (
    <ListToolbar
      list={list}
      searchLabel="Search schools"
      searchPlaceholder="Name, code, e-mail, city or state"
      selects={[
        { key: 'status', label: 'Status', placeholder: 'All', options: STATUS_OPTIONS, className: 'w-40' },
        { key: 'board', label: 'Board', placeholder: 'All', options: BOARD_OPTIONS, className: 'w-44' },
      ]}
    />
  );
}
