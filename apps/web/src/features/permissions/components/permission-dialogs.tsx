import type { Permission } from '@school/contract';
import { BulkCreateModal } from './bulk-create-modal';
import { DeletePermissionDialog } from './delete-permission-dialog';
import { PermissionDetailsModal } from './permission-details-modal';
import { PermissionFormModal } from './permission-form-modal';
import type { PermissionAction } from './permission-row-actions';

/** The one dialog open on the permissions screen, with the permission it is about. */
export type PermissionDialog =
  { action: 'create' } | { action: 'bulk-create' } | { action: PermissionAction; permission: Permission };

interface PermissionDialogsProps {
  dialog: PermissionDialog | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

/** Renders the open dialog; each is mounted only while open, so it starts from a fresh form. */
export function PermissionDialogs({ dialog, onClose, restoreFocus }: PermissionDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'create':
      return <PermissionFormModal {...props} />;
    case 'bulk-create':
      return <BulkCreateModal {...props} />;
    case 'edit':
      return <PermissionFormModal {...props} permission={dialog.permission} />;
    case 'details':
      return <PermissionDetailsModal {...props} permission={dialog.permission} />;
    case 'delete':
      return <DeletePermissionDialog {...props} permission={dialog.permission} />;
  }
}
