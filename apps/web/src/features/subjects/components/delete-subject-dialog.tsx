import type { Subject } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteSubject } from '../api/delete-subject';

interface DeleteSubjectDialogProps {
  subject: Subject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteSubjectDialog({
  subject,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteSubjectDialogProps) {
  const remove = useDeleteSubject();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete Subject"
      message={`Are you sure you want to delete the subject "${subject.name}"? The classes that offer it stop offering it; a subject that teachers are assigned to cannot be deleted (remove it from them first). This action cannot be undone.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(subject.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'Subject deleted successfully!');
            onOpenChange(false);
          },
          // 409 while teachers are assigned to it: the server's message says so.
          onError: (error) => toast.error(messageOf(error, 'Failed to delete subject')),
        })
      }
    />
  );
}
