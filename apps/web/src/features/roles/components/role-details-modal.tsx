import type { PermissionSummary, Role } from '@school/contract';
import { useEffect } from 'react';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useRole } from '../api/get-role';
import { RoleTypeBadge } from './role-type-badge';

interface RoleDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

function PermissionsByModule({ permissions }: { permissions: readonly PermissionSummary[] }) {
  const modules = [...new Set(permissions.map((p) => p.module))].sort();
  if (modules.length === 0) return <p className="text-sm text-slate-600">No permissions assigned.</p>;
  return (
    <ul className="space-y-2">
      {modules.map((module) => (
        <li key={module}>
          <span className="text-sm font-semibold text-slate-800 capitalize">{module}</span>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {permissions
              .filter((p) => p.module === module)
              .map((p) => (
                <li key={p.id} className="rounded bg-slate-100 px-2 py-0.5 text-xs break-all text-slate-700">
                  {p.display_name || p.name}
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function RoleDetailsModal({ role: row, open, onOpenChange, onCloseAutoFocus }: RoleDetailsModalProps) {
  const fresh = useRole(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, 'Failed to fetch role details'));
  }, [fresh.error]);
  const role = fresh.data ?? row;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Role Details"
      size="xl"
    >
      <div className="space-y-6">
        <DetailsList
          items={[
            { label: 'Display name', value: role.display_name },
            { label: 'System name', value: role.name },
            { label: 'Type', value: <RoleTypeBadge core={role.is_core} /> },
            { label: 'Description', value: role.description },
            {
              label: 'Permissions',
              value: role.has_all_permissions
                ? `All permissions (${role.permissions_count})`
                : role.permissions_count,
            },
            { label: 'Users', value: role.users_count },
            { label: 'Created', value: formatDateTime(role.created_at) },
            { label: 'Last updated', value: formatDateTime(role.updated_at) },
          ]}
        />
        <section aria-labelledby="role-permissions-heading">
          <h3 id="role-permissions-heading" className="mb-2 text-sm font-semibold text-slate-900">
            Permissions
          </h3>
          {role.has_all_permissions ? (
            <p className="text-sm text-slate-600">This role holds every permission, including new ones.</p>
          ) : role.permissions ? (
            <PermissionsByModule permissions={role.permissions} />
          ) : (
            <p className="text-sm text-slate-600">Loading…</p>
          )}
        </section>
        <section aria-labelledby="role-users-heading">
          <h3 id="role-users-heading" className="mb-2 text-sm font-semibold text-slate-900">
            Users{' '}
            {role.users && role.users_count > role.users.length
              ? `(first ${role.users.length} of ${role.users_count})`
              : ''}
          </h3>
          {role.users && role.users.length > 0 ? (
            <ul className="divide-y divide-slate-100 text-sm">
              {role.users.map((user) => (
                <li key={user.id} className="py-1.5 break-words">
                  <span className="font-medium text-slate-900">{user.name}</span>{' '}
                  <span className="text-slate-500">{user.email}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{role.users ? 'No users hold this role.' : 'Loading…'}</p>
          )}
        </section>
      </div>
    </Modal>
  );
}
