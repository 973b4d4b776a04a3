import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import type { UserFilters } from '../filters';
import { ROLE_FILTER_OPTIONS, STATUS_OPTIONS } from '../options';

export function UsersToolbar({ list }: { list: ListParams<UserFilters> }) {
  return (
    <ListToolbar
      list={list}
      searchLabel="Search users"
      searchPlaceholder="Name, e-mail or phone"
      selects={[
        {
          key: 'role',
          label: 'Role',
          placeholder: 'All roles',
          options: ROLE_FILTER_OPTIONS,
          className: 'w-44',
        },
        { key: 'status', label: 'Status', placeholder: 'All', options: STATUS_OPTIONS, className: 'w-40' },
      ]}
    />
  );
}
