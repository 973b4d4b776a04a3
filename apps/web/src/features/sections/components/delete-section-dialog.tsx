import type { Section } from '@school/contract';
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
  const remove = useDeleteSection();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete Section"
      message={`Are you sure you want to delete Section "${section.name}"? This action cannot be undone.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(section.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'Section deleted successfully!');
            onOpenChange(false);
          },
          // 409 while students are assigned: the server's message says so.
          onError: (error) => toast.error(messageOf(error, 'Failed to delete section')),
        })
      }
    />
  );
}
