import type { School } from '@school/contract';
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
  const remove = useDeleteSchool();
  const accounts = useSchoolAccounts(school.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete School"
      message={`Are you sure you want to delete ${school.name}? This cannot be undone. Its classes, settings and files go with it, and the accounts that belong to it are closed:`}
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
    >
      <DeletedAccounts accounts={accounts.data} />
    </ConfirmDialog>
  );
}
