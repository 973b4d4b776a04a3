import type { Parent } from '@school/contract';
import { DeleteParentDialog } from './delete-parent-dialog';
import { LinkStudentModal } from './link-student-modal';
import { ParentDetailsModal } from './parent-details-modal';
import { ParentFormModal } from './parent-form-modal';
import { RemoveParentTwoFactorDialog } from './remove-parent-two-factor-dialog';
import type { ParentAction } from './parent-row-actions';

/** The one dialog open on the parents screen, with the parent it is about. */
export type ParentDialog = { action: 'create' } | { action: ParentAction; parent: Parent };

interface ParentDialogsProps {
  dialog: ParentDialog | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

/** Renders the open dialog; each is mounted only while open, so it starts from a fresh form. */
export function ParentDialogs({ dialog, onClose, restoreFocus }: ParentDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'create':
      return <ParentFormModal {...props} />;
    case 'edit':
      return <ParentFormModal {...props} parent={dialog.parent} />;
    case 'details':
      return <ParentDetailsModal {...props} parent={dialog.parent} />;
    case 'link':
      return <LinkStudentModal {...props} parent={dialog.parent} />;
    case 'remove-two-factor':
      return <RemoveParentTwoFactorDialog {...props} parent={dialog.parent} />;
    case 'delete':
      return <DeleteParentDialog {...props} parent={dialog.parent} />;
  }
}
