import type { ConsoleUser } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useEndUserSessions } from '../api/end-user-sessions';

interface EndUserSessionsDialogProps {
  user: ConsoleUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Confirmation of signing a user out everywhere; the toast says how many sessions ended. */
export function EndUserSessionsDialog({
  user,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: EndUserSessionsDialogProps) {
  const { t } = useTranslation('users');
  const endSessions = useEndUserSessions();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('end_sessions_dialog.title')}
      message={t('end_sessions_dialog.message', { name: user.name })}
      confirmLabel={t('end_sessions_dialog.confirm')}
      busy={endSessions.isPending}
      onConfirm={() =>
        endSessions.mutate(user.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('end_sessions_dialog.done'));
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, t('end_sessions_dialog.failed'))),
        })
      }
    />
  );
}
