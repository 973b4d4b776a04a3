import type { ConsoleUser } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { RoleBadges } from '@/components/ui/role-badges';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { UserRowActions, type UserAction } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';
import { Badge } from '@/components/ui/badge';

/**
 * The columns of the users table, in the language of `t` (the screen's); `onAction` opens the
 * dialog a row action asks for.
 */
export function userColumns(
  t: TFunction<'users'>,
  onAction: (action: UserAction, user: ConsoleUser) => void,
): Column<ConsoleUser>[] {
  return [
    {
      id: 'name',
      header: t('columns.user'),
      rowHeader: true,
      sortKey: 'name',
      cell: (user) => (
        <>
          <span className="block font-medium text-slate-900">{user.name}</span>
          <span className="block text-xs text-slate-500">{user.email}</span>
        </>
      ),
    },
    // Every role, the main one first: a teacher who is also a superadmin shows as both.
    { id: 'roles', header: t('columns.roles'), cell: (user) => <RoleBadges roles={user.roles} /> },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      cell: (user) => (
        <span className="flex flex-wrap gap-1">
          <UserStatusBadge status={user.status} />
          {user.locked_until && <Badge tone="warning">{t('columns.locked')}</Badge>}
        </span>
      ),
    },
    {
      // The school they run, or whose teacher, student or parent they are.
      id: 'school',
      header: t('columns.school'),
      cell: (user) => user.school?.name ?? '—',
    },
    {
      id: 'last-login',
      header: t('columns.last_login'),
      className: 'whitespace-nowrap',
      cell: (user) => formatDateTime(user.last_login_at, t('columns.never')),
    },
    {
      id: 'created',
      header: t('columns.created'),
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (user) => formatDate(user.created_at),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (user) => <UserRowActions user={user} onAction={onAction} />,
    },
  ];
}
