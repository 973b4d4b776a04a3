import type { Teacher } from '@school/contract';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('teachers');
  const restore = useSetTeacherArchived();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('restore.title')}
      message={t('restore.message', { name: teacher.name })}
      confirmLabel={t('restore.confirm')}
      tone="primary"
      busy={restore.isPending}
      onConfirm={() =>
        restore.mutate(
          { id: teacher.id, archived: false },
          {
            onSuccess: ({ message }) => {
              toast.success(message ?? t('toast.restored'));
              onOpenChange(false);
            },
            onError: (error) => toast.error(messageOf(error, t('toast.restore_failed'))),
          },
        )
      }
    />
  );
}
