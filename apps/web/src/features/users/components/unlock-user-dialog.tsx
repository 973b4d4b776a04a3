import type { ConsoleUser } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useUnlockUser } from '../api/unlock-user';

interface UnlockUserDialogProps {
  user: ConsoleUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Confirmation of ending a sign-in lockout: says what it does and when it would end anyway. */
export function UnlockUserDialog({ user, open, onOpenChange, onCloseAutoFocus }: UnlockUserDialogProps) {
  const { t } = useTranslation('users');
  const unlock = useUnlockUser();
  const message = user.locked_until
    ? t('unlock_dialog.message_until', { name: user.name, until: formatDateTime(user.locked_until) })
    : t('unlock_dialog.message', { name: user.name });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('unlock_dialog.title')}
      message={message}
      confirmLabel={t('unlock_dialog.confirm')}
      tone="primary"
      busy={unlock.isPending}
      onConfirm={() =>
        unlock.mutate(user.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('unlock_dialog.done'));
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, t('unlock_dialog.failed'))),
        })
      }
    />
  );
}
