import type { Notice } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteNotice } from '../api/delete-notice';

interface DeleteNoticeDialogProps {
  notice: Notice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteNoticeDialog({
  notice,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteNoticeDialogProps) {
  const { t } = useTranslation(['school-dashboard', 'common']);
  const remove = useDeleteNotice();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('delete_dialog.title')}
      message={t('delete_dialog.body', { title: notice.title })}
      confirmLabel={t('common:actions.delete')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(notice.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('delete_dialog.deleted'));
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, t('delete_dialog.failed'))),
        })
      }
    />
  );
}
