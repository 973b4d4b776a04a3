import type { Permission } from '@school/contract';
import { useEffect } from 'react';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
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
  const fresh = usePermission(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, 'Failed to fetch permission details'));
  }, [fresh.error]);
  const permission = fresh.data ?? row;
  const roles = permission.roles;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Permission Details"
      size="lg"
    >
      <DetailsList
        items={[
          { label: 'Display name', value: permission.display_name },
          { label: 'System name', value: permission.name },
          { label: 'Module', value: <span className="capitalize">{permission.module}</span> },
          { label: 'Type', value: <PermissionTypeBadge system={permission.is_system} /> },
          { label: 'Description', value: permission.description },
          {
            label: 'Roles',
            value: roles
              ? roles.length > 0
                ? roles.map((role) => role.display_name || role.name).join(', ')
                : 'No role besides Super Administrator'
              : `${permission.roles_count}`,
          },
          { label: 'Created', value: formatDateTime(permission.created_at) },
          { label: 'Last updated', value: formatDateTime(permission.updated_at) },
        ]}
      />
    </Modal>
  );
}
