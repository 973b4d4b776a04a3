import type { Permission } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format-number';
import { PermissionRowActions, type PermissionAction } from './permission-row-actions';
import { PermissionTypeBadge } from './permission-type-badge';
import { permissionDescriptionOf, permissionNameOf } from '@/lib/builtin-text';

/**
 * The columns of the permissions table, headed in the reader's language (`t` of the permissions
 * namespace); `onAction` opens the dialog a row action asks for.
 */
export function permissionColumns(
  t: TFunction<'permissions'>,
  onAction: (action: PermissionAction, permission: Permission) => void,
): Column<Permission>[] {
  return [
    {
      id: 'name',
      header: t('columns.permission'),
      rowHeader: true,
      sortKey: 'name',
      cell: (p) => (
        <>
          <span className="block font-medium break-words text-slate-900">{permissionNameOf(p)}</span>
          <span className="block text-xs break-all text-slate-500">{p.name}</span>
        </>
      ),
    },
    {
      id: 'module',
      header: t('columns.module'),
      cell: (p) => <span className="capitalize">{p.module}</span>,
    },
    {
      id: 'type',
      header: t('columns.type'),
      cell: (p) => <PermissionTypeBadge system={p.is_system} />,
    },
    { id: 'roles', header: t('columns.roles'), cell: (p) => formatNumber(p.roles_count) },
    {
      id: 'description',
      header: t('columns.description'),
      cell: (p) => <span className="break-words">{permissionDescriptionOf(p) ?? '—'}</span>,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (p) => <PermissionRowActions permission={p} onAction={onAction} />,
    },
  ];
}
