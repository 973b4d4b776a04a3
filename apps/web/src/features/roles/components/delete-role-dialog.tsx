import type { Role } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteRole } from '../api/delete-role';
import { roleNameOf } from '@/lib/builtin-text';

interface DeleteRoleDialogProps {
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteRoleDialog({ role, open, onOpenChange, onCloseAutoFocus }: DeleteRoleDialogProps) {
  const { t } = useTranslation('roles');
  const remove = useDeleteRole();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('delete_dialog.title')}
      message={t('delete_dialog.message', { name: roleNameOf(role) })}
      confirmLabel={t('delete_dialog.confirm')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(role.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('delete_dialog.done'));
            onOpenChange(false);
          },
          // 403 for a core role, 409 for a role with users: the server's message says which.
          onError: (error) => toast.error(messageOf(error, t('delete_dialog.failed'))),
        })
      }
    />
  );
}
