import type { AcademicYear } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteAcademicYear } from '../api/delete-academic-year';

interface DeleteAcademicYearDialogProps {
  year: AcademicYear;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteAcademicYearDialog({
  year,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteAcademicYearDialogProps) {
  const { t } = useTranslation('academic-years');
  const remove = useDeleteAcademicYear();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('delete_dialog.title')}
      message={t('delete_dialog.body', { name: year.name })}
      confirmLabel={t('common:actions.delete')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(year.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('toast.deleted'));
            onOpenChange(false);
          },
          // 409 for the current year or a year with enrolments: the server's message says which.
          onError: (error) => toast.error(messageOf(error, t('errors.delete'))),
        })
      }
    />
  );
}
