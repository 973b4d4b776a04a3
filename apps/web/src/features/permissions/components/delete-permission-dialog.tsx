import type { Permission } from '@school/contract';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('permissions');
  const remove = useDeletePermission();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('delete.title')}
      message={t('delete.message', { name: permission.name })}
      confirmLabel={t('common:actions.delete')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(permission.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('delete.deleted'));
            onOpenChange(false);
          },
          // 409 while roles hold it: "Cannot delete permission assigned to roles".
          onError: (error) => toast.error(messageOf(error, t('delete.failed'))),
        })
      }
    />
  );
}
