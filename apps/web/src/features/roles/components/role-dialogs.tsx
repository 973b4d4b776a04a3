import type { Role } from '@school/contract';
import { DeleteRoleDialog } from './delete-role-dialog';
import { ManagePermissionsModal } from './manage-permissions-modal';
import { RoleDetailsModal } from './role-details-modal';
import { RoleFormModal } from './role-form-modal';
import type { RoleAction } from './role-row-actions';

/** The one dialog open on the roles screen, with the role it is about. */
export type RoleDialog = { action: 'create' } | { action: RoleAction; role: Role };

interface RoleDialogsProps {
  dialog: RoleDialog | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

/** Renders the open dialog; each is mounted only while open, so it starts from a fresh form. */
export function RoleDialogs({ dialog, onClose, restoreFocus }: RoleDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'create':
      return <RoleFormModal {...props} />;
    case 'edit':
      return <RoleFormModal {...props} role={dialog.role} />;
    case 'details':
      return <RoleDetailsModal {...props} role={dialog.role} />;
    case 'permissions':
      return <ManagePermissionsModal {...props} role={dialog.role} />;
    case 'delete':
      return <DeleteRoleDialog {...props} role={dialog.role} />;
  }
}
