import type { School } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useRemoveSchoolAdmin } from '../api/remove-school-admin';

interface RemoveAdminDialogProps {
  school: School;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The admin loses the school, not their account. */
export function RemoveAdminDialog({ school, open, onOpenChange, onCloseAutoFocus }: RemoveAdminDialogProps) {
  const remove = useRemoveSchoolAdmin();
  const admin = school.admins[0]?.user.name ?? 'the admin';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Remove School Admin"
      message={`Remove ${admin} as the admin of ${school.name}? Their user account stays.`}
      confirmLabel="Remove admin"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(school.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'School admin removed successfully!');
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, 'Failed to remove school admin')),
        })
      }
    />
  );
}
