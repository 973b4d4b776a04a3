import type { Subject } from '@school/contract';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('subjects');
  const remove = useDeleteSubject();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('delete_dialog.title')}
      message={t('delete_dialog.body', { name: subject.name })}
      confirmLabel={t('common:actions.delete')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(subject.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('toast.deleted'));
            onOpenChange(false);
          },
          // 409 while teachers are assigned to it: the server's message says so.
          onError: (error) => toast.error(messageOf(error, t('errors.delete'))),
        })
      }
    />
  );
}
