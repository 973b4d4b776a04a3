import type { ConsoleUser } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useChangeUserStatus, type StatusAction } from '../api/change-user-status';

const TEXTS: Record<StatusAction, { title: string; message: (name: string) => string; done: string }> = {
  suspend: {
    title: 'Suspend User',
    message: (name) =>
      `Are you sure you want to suspend ${name}? They will be signed out and cannot sign in.`,
    done: 'User suspended successfully!',
  },
  activate: {
    title: 'Activate User',
    message: (name) => `Are you sure you want to activate ${name}? They will be able to sign in again.`,
    done: 'User activated successfully!',
  },
  approve: {
    title: 'Approve User',
    message: (name) => `Are you sure you want to approve ${name}? Their account becomes active.`,
    done: 'User approved successfully!',
  },
};

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
  const change = useChangeUserStatus();
  const text = TEXTS[action];
  const label = `${action[0]!.toUpperCase()}${action.slice(1)}`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={text.title}
      message={text.message(user.name)}
      confirmLabel={label}
      tone={action === 'suspend' ? 'danger' : 'primary'}
      busy={change.isPending}
      onConfirm={() =>
        change.mutate(
          { id: user.id, action },
          {
            onSuccess: ({ message }) => {
              toast.success(message ?? text.done);
              onOpenChange(false);
            },
            onError: (error) => toast.error(messageOf(error, `Failed to ${action} user`)),
          },
        )
      }
    />
  );
}
