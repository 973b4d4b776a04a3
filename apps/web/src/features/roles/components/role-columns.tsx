import type { Role } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { roleDescriptionOf, roleNameOf } from '@/lib/builtin-text';
import { RoleRowActions, type RoleAction } from './role-row-actions';
import { RoleTypeBadge } from './role-type-badge';

/**
 * The columns of the roles table, in the language of `t` (the screen's); `onAction` opens the
 * dialog a row action asks for.
 */
export function roleColumns(
  t: TFunction<'roles'>,
  onAction: (action: RoleAction, role: Role) => void,
): Column<Role>[] {
  return [
    {
      id: 'name',
      header: t('columns.role'),
      rowHeader: true,
      sortKey: 'display_name',
      cell: (role) => (
        <>
          <span className="block font-medium break-words text-slate-900">{roleNameOf(role)}</span>
          <span className="block text-xs break-all text-slate-500">{role.name}</span>
        </>
      ),
    },
    {
      id: 'description',
      header: t('columns.description'),
      cell: (role) => <span className="break-words">{roleDescriptionOf(role) ?? '—'}</span>,
    },
    {
      id: 'type',
      header: t('columns.type'),
      cell: (role) => <RoleTypeBadge core={role.is_core} />,
    },
    {
      id: 'permissions',
      header: t('columns.permissions'),
      cell: (role) =>
        role.has_all_permissions
          ? t('columns.all_permissions', { count: role.permissions_count })
          : formatNumber(role.permissions_count),
    },
    { id: 'users', header: t('columns.users'), cell: (role) => formatNumber(role.users_count) },
    {
      id: 'created',
      header: t('columns.created'),
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (role) => formatDate(role.created_at),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (role) => <RoleRowActions role={role} onAction={onAction} />,
    },
  ];
}
