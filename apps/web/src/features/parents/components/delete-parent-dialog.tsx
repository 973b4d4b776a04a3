import type { Parent } from '@school/contract';
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
  const links = useParentLinks(parent.id);
  const remove = useDeleteParent();
  return (
    <RemovePersonDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      noun="Parent"
      name={parent.name}
      links={links.data}
      archivable={false}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(parent.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'Parent deleted successfully!');
            onOpenChange(false);
          },
          // 409 when the account holds roles the platform gave: the server's message says so.
          onError: (error) => toast.error(messageOf(error, 'Failed to delete parent')),
        })
      }
    />
  );
}
