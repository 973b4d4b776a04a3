import type { Permission } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { PermissionRowActions, type PermissionAction } from './permission-row-actions';
import { PermissionTypeBadge } from './permission-type-badge';

/** The columns of the permissions table; `onAction` opens the dialog a row action asks for. */
export function permissionColumns(
  onAction: (action: PermissionAction, permission: Permission) => void,
): Column<Permission>[] {
  return [
    {
      id: 'name',
      header: 'Permission',
      rowHeader: true,
      sortKey: 'name',
      cell: (p) => (
        <>
          <span className="block font-medium break-words text-slate-900">{p.display_name || p.name}</span>
          <span className="block text-xs break-all text-slate-500">{p.name}</span>
        </>
      ),
    },
    {
      id: 'module',
      header: 'Module',
      cell: (p) => <span className="capitalize">{p.module}</span>,
    },
    {
      id: 'type',
      header: 'Type',
      cell: (p) => <PermissionTypeBadge system={p.is_system} />,
    },
    { id: 'roles', header: 'Roles', cell: (p) => p.roles_count },
    {
      id: 'description',
      header: 'Description',
      cell: (p) => <span className="break-words">{p.description ?? '—'}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      className: 'text-right',
      cell: (p) => <PermissionRowActions permission={p} onAction={onAction} />,
    },
  ];
}
