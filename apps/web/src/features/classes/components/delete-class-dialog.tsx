import type { SchoolClass } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteClass } from '../api/delete-class';

interface DeleteClassDialogProps {
  schoolClass: SchoolClass;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteClassDialog({
  schoolClass,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteClassDialogProps) {
  const remove = useDeleteClass();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete Class"
      message={`Are you sure you want to delete "${schoolClass.name}"? This action cannot be undone and will remove all associated data.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(schoolClass.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'Class deleted successfully!');
            onOpenChange(false);
          },
          // 409 when students are enrolled: the server's message says so and what to do.
          onError: (error) => toast.error(messageOf(error, 'Failed to delete class')),
        })
      }
    />
  );
}
