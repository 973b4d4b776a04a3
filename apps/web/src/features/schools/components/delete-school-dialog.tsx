import type { School } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteSchool } from '../api/delete-school';
import { useSchoolAccounts } from '../api/get-school-accounts';
import { DeletedAccounts } from './school-accounts-summary';

interface DeleteSchoolDialogProps {
  school: School;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteSchoolDialog({
  school,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteSchoolDialogProps) {
  const { t } = useTranslation('schools');
  const remove = useDeleteSchool();
  const accounts = useSchoolAccounts(school.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('delete_dialog.title')}
      message={t('delete_dialog.message', { name: school.name })}
      confirmLabel={t('delete_dialog.confirm')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(school.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('delete_dialog.done'));
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, t('delete_dialog.failed'))),
        })
      }
    >
      <DeletedAccounts accounts={accounts.data} />
    </ConfirmDialog>
  );
}
