import type { Student } from '@school/contract';
import { DeleteStudentDialog } from './delete-student-dialog';
import { InviteStudentModal } from './invite-student-modal';
import { RemoveStudentTwoFactorDialog } from './remove-student-two-factor-dialog';
import { RestoreStudentDialog } from './restore-student-dialog';
import { PromoteStudentModal } from './promote-student-modal';
import { StudentDetailsModal } from './student-details-modal';
import { StudentFormModal } from './student-form-modal';
import type { StudentAction } from './student-row-actions';

/** The one dialog open on the students screen, with the student it is about. */
export type StudentDialog = { action: 'create' } | { action: StudentAction; student: Student };

interface StudentDialogsProps {
  dialog: StudentDialog | null;
  /** The year the list looks at: the details show that year's class. */
  yearId?: number | undefined;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

/** Renders the open dialog; each is mounted only while open, so it starts from a fresh form. */
export function StudentDialogs({ dialog, yearId, onClose, restoreFocus }: StudentDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'create':
      return <StudentFormModal {...props} />;
    case 'edit':
      return <StudentFormModal {...props} student={dialog.student} />;
    case 'details':
      return <StudentDetailsModal {...props} student={dialog.student} yearId={yearId} />;
    case 'promote':
      return <PromoteStudentModal {...props} student={dialog.student} />;
    case 'invite':
      return <InviteStudentModal {...props} student={dialog.student} />;
    case 'remove-two-factor':
      return <RemoveStudentTwoFactorDialog {...props} student={dialog.student} />;
    case 'restore':
      return <RestoreStudentDialog {...props} student={dialog.student} />;
    case 'delete':
      return <DeleteStudentDialog {...props} student={dialog.student} />;
  }
}
