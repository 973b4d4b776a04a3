import type { Student } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSetStudentArchived } from '../api/archive-student';

interface RestoreStudentDialogProps {
  student: Student;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function RestoreStudentDialog({
  student,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: RestoreStudentDialogProps) {
  const restore = useSetStudentArchived();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Restore Student"
      message={`Bring "${student.name}" back to the lists, their seat and their sign-in?`}
      confirmLabel="Restore"
      tone="primary"
      busy={restore.isPending}
      onConfirm={() =>
        restore.mutate(
          { id: student.id, archived: false },
          {
            onSuccess: ({ message }) => {
              toast.success(message ?? 'Student restored successfully!');
              onOpenChange(false);
            },
            onError: (error) => toast.error(messageOf(error, 'Failed to restore student')),
          },
        )
      }
    />
  );
}
