import type { Student } from '@school/contract';
import { RemovePersonDialog, type RemoveChoice } from '@/components/ui/remove-person-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSetStudentArchived } from '../api/archive-student';
import { useDeleteStudent } from '../api/delete-student';
import { useStudentLinks } from '../api/get-student-links';

interface DeleteStudentDialogProps {
  student: Student;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Says what is linked (enrolments, parents), then archives (the default) or deletes. */
export function DeleteStudentDialog({
  student,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteStudentDialogProps) {
  const links = useStudentLinks(student.id);
  const remove = useDeleteStudent();
  const archive = useSetStudentArchived();
  const done = (message: string | undefined, fallback: string) => {
    toast.success(message ?? fallback);
    onOpenChange(false);
  };
  const confirm = (choice: RemoveChoice) => {
    if (choice === 'archive') {
      archive.mutate(
        { id: student.id, archived: true },
        {
          onSuccess: ({ message }) => done(message, 'Student archived successfully!'),
          onError: (error) => toast.error(messageOf(error, 'Failed to archive student')),
        },
      );
      return;
    }
    remove.mutate(student.id, {
      onSuccess: ({ message }) => done(message, 'Student deleted successfully!'),
      onError: (error) => toast.error(messageOf(error, 'Failed to delete student')),
    });
  };
  return (
    <RemovePersonDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      noun="Student"
      name={student.name}
      links={links.data}
      // An archived student can only be deleted now.
      archivable={student.archived_at === null}
      busy={remove.isPending || archive.isPending}
      onConfirm={confirm}
    />
  );
}
