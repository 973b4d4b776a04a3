import type { Parent } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { RemovePersonDialog } from '@/components/ui/remove-person-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteParent } from '../api/delete-parent';
import { useParentLinks } from '../api/get-parent-links';

interface DeleteParentDialogProps {
  parent: Parent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Says which children lose this parent (and which other role of theirs stays), then deletes. */
export function DeleteParentDialog({
  parent,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteParentDialogProps) {
  const { t } = useTranslation('parents');
  const links = useParentLinks(parent.id);
  const remove = useDeleteParent();
  return (
    <RemovePersonDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      noun={t('remove.noun')}
      name={parent.name}
      links={links.data}
      archivable={false}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(parent.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? t('toast.deleted'));
            onOpenChange(false);
          },
          // 409 when the account holds roles the platform gave: the server's message says so.
          onError: (error) => toast.error(messageOf(error, t('toast.delete_failed'))),
        })
      }
    />
  );
}
