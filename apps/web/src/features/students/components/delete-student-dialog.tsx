import type { Student } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteStudent } from '../api/delete-student';

interface DeleteStudentDialogProps {
  student: Student;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteStudentDialog({
  student,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteStudentDialogProps) {
  const remove = useDeleteStudent();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Remove Student"
      message={`Are you sure you want to remove the student "${student.name}"? This action cannot be undone.`}
      confirmLabel="Remove"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(student.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'Student deleted successfully!');
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, 'Failed to delete student')),
        })
      }
    />
  );
}
