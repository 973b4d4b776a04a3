import type { SchoolClass } from '@school/contract';
import { ClassAnalyticsModal } from './class-analytics-modal';
import { ClassDetailsModal } from './class-details-modal';
import { ClassFormModal } from './class-form-modal';
import type { ClassAction } from './class-row-actions';
import { DeleteClassDialog } from './delete-class-dialog';

/** The one dialog open on the classes screen, with the class it is about. */
export type ClassDialog = { action: 'create' } | { action: ClassAction; schoolClass: SchoolClass };

interface ClassDialogsProps {
  dialog: ClassDialog | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

/** Renders the open dialog; each is mounted only while open, so it starts from a fresh form. */
export function ClassDialogs({ dialog, onClose, restoreFocus }: ClassDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'create':
      return <ClassFormModal {...props} />;
    case 'edit':
      return <ClassFormModal {...props} schoolClass={dialog.schoolClass} />;
    case 'details':
      return <ClassDetailsModal {...props} schoolClass={dialog.schoolClass} />;
    case 'analytics':
      return <ClassAnalyticsModal {...props} schoolClass={dialog.schoolClass} />;
    case 'delete':
      return <DeleteClassDialog {...props} schoolClass={dialog.schoolClass} />;
  }
}
