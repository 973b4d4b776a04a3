import type { School } from '@school/contract';
import { AssignAdminModal } from './assign-admin-modal';
import { DeleteSchoolDialog } from './delete-school-dialog';
import { RemoveAdminDialog } from './remove-admin-dialog';
import type { SchoolAction } from './school-row-actions';
import { SchoolDetailsModal } from './school-details-modal';
import { SchoolFormModal } from './school-form-modal';

/** The one dialog open on the schools screen, with the school it is about. */
export type SchoolDialog = { action: 'create' } | { action: SchoolAction; school: School };

/**
 * Renders the open dialog. Each is mounted only while open, so a dialog opened again starts
 * from a fresh form.
 */
interface SchoolDialogsProps {
  dialog: SchoolDialog | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

export function SchoolDialogs({ dialog, onClose, restoreFocus }: SchoolDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'create':
      return <SchoolFormModal {...props} />;
    case 'edit':
      return <SchoolFormModal {...props} school={dialog.school} />;
    case 'details':
      return <SchoolDetailsModal {...props} school={dialog.school} />;
    case 'assign-admin':
      return <AssignAdminModal {...props} school={dialog.school} />;
    case 'remove-admin':
      return <RemoveAdminDialog {...props} school={dialog.school} />;
    case 'delete':
      return <DeleteSchoolDialog {...props} school={dialog.school} />;
  }
}
