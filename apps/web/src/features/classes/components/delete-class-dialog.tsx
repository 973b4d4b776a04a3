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

/**
 * What deleting a class really does: the server deletes an empty class with its sections and the
 * teaching assigned to it, and refuses (409) a class anyone was ever enrolled in.
 */
const deleteClassMessage = (name: string) =>
  `Are you sure you want to delete "${name}"? Its sections go with it, and its teachers and subjects are unassigned from it. This cannot be undone. A class that has or had enrolled students cannot be deleted: it is kept for their records.`;

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
      message={deleteClassMessage(schoolClass.name)}
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
