import type { Notice } from '@school/contract';
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
  const remove = useDeleteNotice();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete Notice"
      message={`Are you sure you want to delete the notice "${notice.title}"? This action cannot be undone.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(notice.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'Notice deleted successfully!');
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, 'Failed to delete notice')),
        })
      }
    />
  );
}
