import type { ConsoleUser } from '@school/contract';
import { AssignRolesModal } from './assign-roles-modal';
import { DeleteUserDialog } from './delete-user-dialog';
import { EndUserSessionsDialog } from './end-user-sessions-dialog';
import { RemoveUserTwoFactorDialog } from './remove-user-two-factor-dialog';
import { UnlockUserDialog } from './unlock-user-dialog';
import { UserDetailsModal } from './user-details-modal';
import { UserFormModal } from './user-form-modal';
import type { UserAction } from './user-row-actions';
import { UserStatusDialog } from './user-status-dialog';

/** The one dialog open on the users screen, with the user it is about. */
export type UserDialog = { action: 'create' } | { action: UserAction; user: ConsoleUser };

/**
 * Renders the open dialog. Each is mounted only while open, so a dialog opened again starts
 * from a fresh form.
 */
interface UserDialogsProps {
  dialog: UserDialog | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

export function UserDialogs({ dialog, onClose, restoreFocus }: UserDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'create':
      return <UserFormModal {...props} />;
    case 'edit':
      return <UserFormModal {...props} user={dialog.user} />;
    case 'details':
      return <UserDetailsModal {...props} user={dialog.user} />;
    case 'assign-roles':
      return <AssignRolesModal {...props} user={dialog.user} />;
    case 'delete':
      return <DeleteUserDialog {...props} user={dialog.user} />;
    case 'unlock':
      return <UnlockUserDialog {...props} user={dialog.user} />;
    case 'end-sessions':
      return <EndUserSessionsDialog {...props} user={dialog.user} />;
    case 'remove-two-factor':
      return <RemoveUserTwoFactorDialog {...props} user={dialog.user} />;
    case 'suspend':
    case 'activate':
    case 'approve':
      return <UserStatusDialog {...props} user={dialog.user} action={dialog.action} />;
  }
}
