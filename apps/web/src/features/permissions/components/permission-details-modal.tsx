import type { Permission } from '@school/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { permissionDescriptionOf, permissionNameOf, roleNameOf } from '@/lib/builtin-text';
import { toast } from '@/lib/toast';
import { usePermission } from '../api/get-permission';
import { PermissionTypeBadge } from './permission-type-badge';

interface PermissionDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  permission: Permission;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function PermissionDetailsModal({
  permission: row,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: PermissionDetailsModalProps) {
  const { t } = useTranslation('permissions');
  const fresh = usePermission(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, t('details.fetch_failed')));
  }, [fresh.error, t]);
  const permission = fresh.data ?? row;
  const roles = permission.roles;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('details.title')}
      size="lg"
    >
      <DetailsList
        items={[
          { label: t('details.display_name'), value: permissionNameOf(permission) },
          { label: t('details.system_name'), value: permission.name },
          { label: t('details.module'), value: <span className="capitalize">{permission.module}</span> },
          { label: t('details.type'), value: <PermissionTypeBadge system={permission.is_system} /> },
          { label: t('details.description'), value: permissionDescriptionOf(permission) },
          {
            label: t('details.roles'),
            value: roles
              ? roles.length > 0
                ? roles.map((role) => roleNameOf(role)).join(', ')
                : t('details.no_roles')
              : formatNumber(permission.roles_count),
          },
          { label: t('details.created'), value: formatDateTime(permission.created_at) },
          { label: t('details.updated'), value: formatDateTime(permission.updated_at) },
        ]}
      />
    </Modal>
  );
}
