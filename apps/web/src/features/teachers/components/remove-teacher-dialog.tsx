import type { Teacher } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteTeacher } from '../api/delete-teacher';

interface RemoveTeacherDialogProps {
  teacher: Teacher;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function RemoveTeacherDialog({
  teacher,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: RemoveTeacherDialogProps) {
  const remove = useDeleteTeacher();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Remove Teacher"
      message={`Are you sure you want to remove the teacher "${teacher.name}"? This action cannot be undone.`}
      confirmLabel="Remove"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(teacher.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'Teacher deleted successfully!');
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, 'Failed to delete teacher')),
        })
      }
    />
  );
}
