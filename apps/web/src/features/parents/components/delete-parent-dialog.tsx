import type { Parent } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteParent } from '../api/delete-parent';

interface DeleteParentDialogProps {
  parent: Parent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteParentDialog({
  parent,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteParentDialogProps) {
  const remove = useDeleteParent();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Remove Parent"
      message={`Are you sure you want to remove the parent "${parent.name}"? This action cannot be undone.`}
      confirmLabel="Remove"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(parent.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'Parent deleted successfully!');
            onOpenChange(false);
          },
          // 409 when the account holds other roles: the server's message says so.
          onError: (error) => toast.error(messageOf(error, 'Failed to delete parent')),
        })
      }
    />
  );
}
