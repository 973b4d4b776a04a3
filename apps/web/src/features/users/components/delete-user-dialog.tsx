import type { ConsoleUser } from '@school/contract';
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
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete User"
      message={`Are you sure you want to delete ${user.name}? This action cannot be undone.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(user.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'User deleted successfully!');
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, 'Failed to delete user')),
        })
      }
    />
  );
}
