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
      sortKey: 'display_name',
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
      cell: (role) => <span className="break-words">{role.description ?? '—'}</span>,
    },
    {
      id: 'type',
      header: 'Type',
      cell: (role) => <RoleTypeBadge core={role.is_core} />,
    },
    {
      id: 'permissions',
      header: 'Permissions',
      cell: (role) => (role.has_all_permissions ? `All (${role.permissions_count})` : role.permissions_count),
    },
    { id: 'users', header: 'Users', cell: (role) => role.users_count },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
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
