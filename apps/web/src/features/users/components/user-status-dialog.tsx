import type { ConsoleUser } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useChangeUserStatus, type StatusAction } from '../api/change-user-status';

interface UserStatusDialogProps {
  user: ConsoleUser;
  action: StatusAction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Confirmation of a suspend, activate or approve (spec 01 section 4). */
export function UserStatusDialog({
  user,
  action,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: UserStatusDialogProps) {
  const { t } = useTranslation('users');
  const change = useChangeUserStatus();
  // The texts of each action: status_dialog.suspend, .activate and .approve.
  const text = (key: 'title' | 'message' | 'confirm' | 'done' | 'failed') =>
    t(`status_dialog.${action}.${key}`, { name: user.name });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={text('title')}
      message={text('message')}
      confirmLabel={text('confirm')}
      tone={action === 'suspend' ? 'danger' : 'primary'}
      busy={change.isPending}
      onConfirm={() =>
        change.mutate(
          { id: user.id, action },
          {
            onSuccess: ({ message }) => {
              toast.success(message ?? text('done'));
              onOpenChange(false);
            },
            onError: (error) => toast.error(messageOf(error, text('failed'))),
          },
        )
      }
    />
  );
}
