import type { Permission } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeletePermission } from '../api/delete-permission';

interface DeletePermissionDialogProps {
  permission: Permission;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeletePermissionDialog({
  permission,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeletePermissionDialogProps) {
  const remove = useDeletePermission();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete Permission"
      message={`Are you sure you want to delete the permission ${permission.name}? This action cannot be undone.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(permission.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'Permission deleted successfully!');
            onOpenChange(false);
          },
          // 409 while roles hold it: "Cannot delete permission assigned to roles".
          onError: (error) => toast.error(messageOf(error, 'Failed to delete permission')),
        })
      }
    />
  );
}
