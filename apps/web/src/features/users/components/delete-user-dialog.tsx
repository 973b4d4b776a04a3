import type { ConsoleUser } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';

interface DeleteUserDialogProps {
  user: ConsoleUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteUserDialog({ user, open, onOpenChange, onCloseAutoFocus }: DeleteUserDialogProps) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('delete_dialog.title')}
      message={t('delete_dialog.message', { name: user.name })}
      confirmLabel={t('delete_dialog.confirm')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(user.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('delete_dialog.done'));
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, t('delete_dialog.failed'))),
        })
      }
    />
  );
}
