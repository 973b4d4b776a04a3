import type { Teacher } from '@school/contract';
import { AssignClassesModal } from './assign-classes-modal';
import { RemoveTeacherDialog } from './remove-teacher-dialog';
import { RemoveTeacherTwoFactorDialog } from './remove-teacher-two-factor-dialog';
import { RestoreTeacherDialog } from './restore-teacher-dialog';
import { TeacherDetailsModal } from './teacher-details-modal';
import { TeacherFormModal } from './teacher-form-modal';
import { TeacherPerformanceModal } from './teacher-performance-modal';
import type { TeacherAction } from './teacher-row-actions';

/** The one dialog open on the teachers screen, with the teacher it is about. */
export type TeacherDialog = { action: 'create' } | { action: TeacherAction; teacher: Teacher };

interface TeacherDialogsProps {
  dialog: TeacherDialog | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

/** Renders the open dialog; each is mounted only while open, so it starts from a fresh form. */
export function TeacherDialogs({ dialog, onClose, restoreFocus }: TeacherDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'create':
      return <TeacherFormModal {...props} />;
    case 'edit':
      return <TeacherFormModal {...props} teacher={dialog.teacher} />;
    case 'details':
      return <TeacherDetailsModal {...props} teacher={dialog.teacher} />;
    case 'performance':
      return <TeacherPerformanceModal {...props} teacher={dialog.teacher} />;
    case 'assign':
      return <AssignClassesModal {...props} teacher={dialog.teacher} />;
    case 'remove-two-factor':
      return <RemoveTeacherTwoFactorDialog {...props} teacher={dialog.teacher} />;
    case 'restore':
      return <RestoreTeacherDialog {...props} teacher={dialog.teacher} />;
    case 'remove':
      return <RemoveTeacherDialog {...props} teacher={dialog.teacher} />;
  }
}
