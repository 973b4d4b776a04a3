import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import { ROLE_TYPE_OPTIONS, type RoleFilters } from '../filters';

export function RolesToolbar({ list }: { list: ListParams<RoleFilters> }) {
  return (
    <ListToolbar
      list={list}
      searchLabel="Search roles"
      searchPlaceholder="Name, display name or description"
      selects={[
        {
          key: 'type',
          label: 'Type',
          placeholder: 'All roles',
          options: ROLE_TYPE_OPTIONS,
          className: 'w-40',
        },
      ]}
    />
  );
}
