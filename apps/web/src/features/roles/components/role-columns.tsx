import type { Role } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { RoleRowActions, type RoleAction } from './role-row-actions';
import { RoleTypeBadge } from './role-type-badge';

/** The columns of the roles table; `onAction` opens the dialog a row action asks for. */
export function roleColumns(onAction: (action: RoleAction, role: Role) => void): Column<Role>[] {
  return [
    {
      id: 'name',
      header: 'Role',
      rowHeader: true,
      sortValue: (role) => role.display_name || role.name,
      cell: (role) => (
        <>
          <span className="block font-medium break-words text-slate-900">
            {role.display_name || role.name}
          </span>
          <span className="block text-xs break-all text-slate-500">{role.name}</span>
        </>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      sortValue: (role) => role.description,
      cell: (role) => <span className="break-words">{role.description ?? '—'}</span>,
    },
    {
      id: 'type',
      header: 'Type',
      sortValue: (role) => (role.is_core ? 0 : 1),
      cell: (role) => <RoleTypeBadge core={role.is_core} />,
    },
    {
      id: 'permissions',
      header: 'Permissions',
      sortValue: (role) => role.permissions_count,
      cell: (role) => (role.has_all_permissions ? `All (${role.permissions_count})` : role.permissions_count),
    },
    { id: 'users', header: 'Users', sortValue: (role) => role.users_count, cell: (role) => role.users_count },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      sortValue: (role) => role.created_at,
      cell: (role) => formatDate(role.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      className: 'text-right',
      cell: (role) => <RoleRowActions role={role} onAction={onAction} />,
    },
  ];
}
