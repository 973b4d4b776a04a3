import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import type { UserFilters } from '../filters';
import { useAccess } from '@/lib/use-access';
import { useRoleOptions } from '../api/get-role-options';
import { roleFilterOptions, STATUS_OPTIONS } from '../options';

export function UsersToolbar({ list }: { list: ListParams<UserFilters> }) {
  const mayListRoles = useAccess().can('roles_view');
  const roles = useRoleOptions({ enabled: mayListRoles });
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
          options: roleFilterOptions(mayListRoles ? roles.data : undefined),
          className: 'w-44',
        },
        { key: 'status', label: 'Status', placeholder: 'All', options: STATUS_OPTIONS, className: 'w-40' },
      ]}
    />
  );
}
