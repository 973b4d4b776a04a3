import type { School } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteSchool } from '../api/delete-school';

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
  const remove = useDeleteSchool();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete School"
      message={`Are you sure you want to delete ${school.name}? This action cannot be undone and will remove all associated data.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(school.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'School deleted successfully!');
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, 'Failed to delete school')),
        })
      }
    />
  );
}
