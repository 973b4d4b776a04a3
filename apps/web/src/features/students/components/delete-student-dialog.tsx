import type { Student } from '@school/contract';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('students');
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
          onSuccess: ({ message }) => done(message, t('toast.archived')),
          onError: (error) => toast.error(messageOf(error, t('errors.archive'))),
        },
      );
      return;
    }
    remove.mutate(student.id, {
      onSuccess: ({ message }) => done(message, t('toast.deleted')),
      onError: (error) => toast.error(messageOf(error, t('errors.delete'))),
    });
  };
  return (
    <RemovePersonDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      noun={t('delete.noun')}
      name={student.name}
      links={links.data}
      // An archived student can only be deleted now.
      archivable={student.archived_at === null}
      busy={remove.isPending || archive.isPending}
      onConfirm={confirm}
    />
  );
}
