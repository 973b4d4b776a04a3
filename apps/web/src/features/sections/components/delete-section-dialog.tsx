import type { Section } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteSection } from '../api/delete-section';

interface DeleteSectionDialogProps {
  section: Section;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteSectionDialog({
  section,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteSectionDialogProps) {
  const { t } = useTranslation('sections');
  const remove = useDeleteSection();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('delete_dialog.title')}
      message={t('delete_dialog.body', { name: section.name })}
      confirmLabel={t('common:actions.delete')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(section.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('toast.deleted'));
            onOpenChange(false);
          },
          // 409 while students are assigned: the server's message says so.
          onError: (error) => toast.error(messageOf(error, t('errors.delete'))),
        })
      }
    />
  );
}
