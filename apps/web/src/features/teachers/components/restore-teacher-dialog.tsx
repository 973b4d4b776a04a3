import type { Teacher } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSetTeacherArchived } from '../api/archive-teacher';

interface RestoreTeacherDialogProps {
  teacher: Teacher;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function RestoreTeacherDialog({
  teacher,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: RestoreTeacherDialogProps) {
  const restore = useSetTeacherArchived();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Restore Teacher"
      message={`Bring "${teacher.name}" back to the lists and their sign-in?`}
      confirmLabel="Restore"
      tone="primary"
      busy={restore.isPending}
      onConfirm={() =>
        restore.mutate(
          { id: teacher.id, archived: false },
          {
            onSuccess: ({ message }) => {
              toast.success(message ?? 'Teacher restored successfully!');
              onOpenChange(false);
            },
            onError: (error) => toast.error(messageOf(error, 'Failed to restore teacher')),
          },
        )
      }
    />
  );
}
