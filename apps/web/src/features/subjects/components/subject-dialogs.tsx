import type { Subject } from '@school/contract';
import { DeleteSubjectDialog } from './delete-subject-dialog';
import { SubjectDetailsModal } from './subject-details-modal';
import { SubjectFormModal } from './subject-form-modal';
import type { SubjectAction } from './subject-row-actions';
import { SubjectTeachingModal } from './subject-teaching-modal';

/** The one dialog open on the subjects screen, with the subject it is about. */
export type SubjectDialog = { action: 'create' } | { action: SubjectAction; subject: Subject };

interface SubjectDialogsProps {
  dialog: SubjectDialog | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

/** Renders the open dialog; each is mounted only while open, so it starts from a fresh form. */
export function SubjectDialogs({ dialog, onClose, restoreFocus }: SubjectDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'create':
      return <SubjectFormModal {...props} />;
    case 'edit':
      return <SubjectFormModal {...props} subject={dialog.subject} />;
    case 'details':
      return <SubjectDetailsModal {...props} subject={dialog.subject} />;
    case 'teaching':
      return <SubjectTeachingModal {...props} subject={dialog.subject} />;
    case 'delete':
      return <DeleteSubjectDialog {...props} subject={dialog.subject} />;
  }
}
