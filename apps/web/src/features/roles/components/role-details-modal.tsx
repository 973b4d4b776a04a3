import type { PermissionSummary, Role } from '@school/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { toast } from '@/lib/toast';
import { useRole } from '../api/get-role';
import { permissionNameOf, roleDescriptionOf, roleNameOf } from '@/lib/builtin-text';
import { RoleTypeBadge } from './role-type-badge';

interface RoleDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

function PermissionsByModule({ permissions }: { permissions: readonly PermissionSummary[] }) {
  const { t } = useTranslation('roles');
  const modules = [...new Set(permissions.map((p) => p.module))].sort();
  if (modules.length === 0) return <p className="text-sm text-slate-600">{t('details.no_permissions')}</p>;
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
                  {permissionNameOf(p)}
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function RoleDetailsModal({ role: row, open, onOpenChange, onCloseAutoFocus }: RoleDetailsModalProps) {
  const { t } = useTranslation('roles');
  const fresh = useRole(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, t('details.fetch_failed')));
  }, [fresh.error, t]);
  const role = fresh.data ?? row;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('details.title')}
      size="xl"
    >
      <div className="space-y-6">
        <DetailsList
          items={[
            { label: t('details.display_name'), value: role.display_name && roleNameOf(role) },
            { label: t('details.system_name'), value: role.name },
            { label: t('details.type'), value: <RoleTypeBadge core={role.is_core} /> },
            { label: t('details.description'), value: roleDescriptionOf(role) },
            {
              label: t('details.permissions'),
              value: role.has_all_permissions
                ? t('details.all_permissions', { count: role.permissions_count })
                : formatNumber(role.permissions_count),
            },
            { label: t('details.users'), value: formatNumber(role.users_count) },
            { label: t('details.created'), value: formatDateTime(role.created_at) },
            { label: t('details.last_updated'), value: formatDateTime(role.updated_at) },
          ]}
        />
        <section aria-labelledby="role-permissions-heading">
          <h3 id="role-permissions-heading" className="mb-2 text-sm font-semibold text-slate-900">
            {t('details.permissions_heading')}
          </h3>
          {role.has_all_permissions ? (
            <p className="text-sm text-slate-600">{t('details.holds_all')}</p>
          ) : role.permissions ? (
            <PermissionsByModule permissions={role.permissions} />
          ) : (
            <p className="text-sm text-slate-600">{t('details.loading')}</p>
          )}
        </section>
        <section aria-labelledby="role-users-heading">
          <h3 id="role-users-heading" className="mb-2 text-sm font-semibold text-slate-900">
            {role.users && role.users_count > role.users.length
              ? t('details.users_first', { count: role.users_count, shown: role.users.length })
              : t('details.users_heading')}
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
            <p className="text-sm text-slate-600">
              {role.users ? t('details.no_users') : t('details.loading')}
            </p>
          )}
        </section>
      </div>
    </Modal>
  );
}
