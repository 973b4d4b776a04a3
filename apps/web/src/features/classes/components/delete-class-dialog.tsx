import type { SchoolClass } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteClass } from '../api/delete-class';

interface DeleteClassDialogProps {
  schoolClass: SchoolClass;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The confirmation says what deleting a class really does: the server deletes an empty class with
 * its sections and the teaching assigned to it, and refuses (409) a class anyone was ever enrolled in.
 */
export function DeleteClassDialog({
  schoolClass,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteClassDialogProps) {
  const { t } = useTranslation('classes');
  const remove = useDeleteClass();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('delete_dialog.title')}
      message={t('delete_dialog.body', { name: schoolClass.name })}
      confirmLabel={t('common:actions.delete')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(schoolClass.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('toast.deleted'));
            onOpenChange(false);
          },
          // 409 when students are enrolled: the server's message says so and what to do.
          onError: (error) => toast.error(messageOf(error, t('errors.delete'))),
        })
      }
    />
  );
}
