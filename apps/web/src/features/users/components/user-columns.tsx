import type { ConsoleUser } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { RoleBadges } from '@/components/ui/role-badges';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { UserRowActions, type UserAction } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';
import { Badge } from '@/components/ui/badge';

/** The columns of the users table; `onAction` opens the dialog a row action asks for. */
export function userColumns(
  onAction: (action: UserAction, user: ConsoleUser) => void,
): Column<ConsoleUser>[] {
  return [
    {
      id: 'name',
      header: 'User',
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
    { id: 'roles', header: 'Roles', cell: (user) => <RoleBadges roles={user.roles} /> },
    {
      id: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (user) => (
        <span className="flex flex-wrap gap-1">
          <UserStatusBadge status={user.status} />
          {user.locked_until && <Badge tone="warning">Locked</Badge>}
        </span>
      ),
    },
    {
      // The school they run, or whose teacher, student or parent they are.
      id: 'school',
      header: 'School',
      cell: (user) => user.school?.name ?? '—',
    },
    {
      id: 'last-login',
      header: 'Last login',
      className: 'whitespace-nowrap',
      cell: (user) => formatDateTime(user.last_login_at, 'Never'),
    },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (user) => formatDate(user.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      className: 'text-right',
      cell: (user) => <UserRowActions user={user} onAction={onAction} />,
    },
  ];
}
