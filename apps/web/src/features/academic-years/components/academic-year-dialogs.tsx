import type { AcademicYear } from '@school/contract';
import { AcademicYearDetailsModal } from './academic-year-details-modal';
import { AcademicYearFormModal } from './academic-year-form-modal';
import type { AcademicYearAction } from './academic-year-row-actions';
import { DeleteAcademicYearDialog } from './delete-academic-year-dialog';
import { SetCurrentYearDialog } from './set-current-year-dialog';

/** The one dialog open on the academic years screen, with the year it is about. */
export type AcademicYearDialog = { action: 'create' } | { action: AcademicYearAction; year: AcademicYear };

interface AcademicYearDialogsProps {
  dialog: AcademicYearDialog | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

/** Renders the open dialog; each is mounted only while open, so it starts from a fresh form. */
export function AcademicYearDialogs({ dialog, onClose, restoreFocus }: AcademicYearDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'create':
      return <AcademicYearFormModal {...props} />;
    case 'edit':
      return <AcademicYearFormModal {...props} year={dialog.year} />;
    case 'details':
      return <AcademicYearDetailsModal {...props} year={dialog.year} />;
    case 'set-current':
      return <SetCurrentYearDialog {...props} year={dialog.year} />;
    case 'delete':
      return <DeleteAcademicYearDialog {...props} year={dialog.year} />;
  }
}
