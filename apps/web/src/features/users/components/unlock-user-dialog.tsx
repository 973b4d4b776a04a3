import type { ConsoleUser } from '@school/contract';
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
  const unlock = useUnlockUser();
  const until = user.locked_until ? ` (otherwise at ${formatDateTime(user.locked_until)})` : '';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Unlock User"
      message={`Unlock ${user.name}? Too many failed sign-ins locked this account${until}. Unlocking forgives them, so they can sign in again at once.`}
      confirmLabel="Unlock"
      tone="primary"
      busy={unlock.isPending}
      onConfirm={() =>
        unlock.mutate(user.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'User unlocked successfully!');
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, 'Failed to unlock user')),
        })
      }
    />
  );
}
