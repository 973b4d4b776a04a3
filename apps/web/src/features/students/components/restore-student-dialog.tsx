import type { Student } from '@school/contract';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('students');
  const restore = useSetStudentArchived();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('restore.title')}
      message={t('restore.message', { name: student.name })}
      confirmLabel={t('restore.confirm')}
      tone="primary"
      busy={restore.isPending}
      onConfirm={() =>
        restore.mutate(
          { id: student.id, archived: false },
          {
            onSuccess: ({ message }) => {
              toast.success(message ?? t('toast.restored'));
              onOpenChange(false);
            },
            onError: (error) => toast.error(messageOf(error, t('errors.restore'))),
          },
        )
      }
    />
  );
}
