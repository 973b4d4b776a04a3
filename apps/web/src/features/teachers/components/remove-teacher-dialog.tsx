import type { Teacher } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { RemovePersonDialog, type RemoveChoice } from '@/components/ui/remove-person-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSetTeacherArchived } from '../api/archive-teacher';
import { useDeleteTeacher } from '../api/delete-teacher';
import { useTeacherLinks } from '../api/get-teacher-links';

interface RemoveTeacherDialogProps {
  teacher: Teacher;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Says what is linked (class-teacher roles, classes, subjects), then archives (the default) or deletes. */
export function RemoveTeacherDialog({
  teacher,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: RemoveTeacherDialogProps) {
  const { t } = useTranslation('teachers');
  const links = useTeacherLinks(teacher.id);
  const remove = useDeleteTeacher();
  const archive = useSetTeacherArchived();
  const done = (message: string | undefined, fallback: string) => {
    toast.success(message ?? fallback);
    onOpenChange(false);
  };
  const confirm = (choice: RemoveChoice) => {
    if (choice === 'archive') {
      archive.mutate(
        { id: teacher.id, archived: true },
        {
          onSuccess: ({ message }) => done(message, t('toast.archived')),
          onError: (error) => toast.error(messageOf(error, t('toast.archive_failed'))),
        },
      );
      return;
    }
    remove.mutate(teacher.id, {
      onSuccess: ({ message }) => done(message, t('toast.deleted')),
      onError: (error) => toast.error(messageOf(error, t('toast.delete_failed'))),
    });
  };
  return (
    <RemovePersonDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      noun={t('remove.noun')}
      name={teacher.name}
      links={links.data}
      archivable={teacher.archived_at === null}
      busy={remove.isPending || archive.isPending}
      onConfirm={confirm}
    />
  );
}
