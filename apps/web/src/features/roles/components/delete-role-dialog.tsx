import type { Role } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteRole } from '../api/delete-role';

interface DeleteRoleDialogProps {
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteRoleDialog({ role, open, onOpenChange, onCloseAutoFocus }: DeleteRoleDialogProps) {
  const remove = useDeleteRole();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete Role"
      message={`Are you sure you want to delete the role ${role.display_name || role.name}? This action cannot be undone.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(role.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'Role deleted successfully!');
            onOpenChange(false);
          },
          // 403 for a core role, 409 for a role with users: the server's message says which.
          onError: (error) => toast.error(messageOf(error, 'Failed to delete role')),
        })
      }
    />
  );
}
