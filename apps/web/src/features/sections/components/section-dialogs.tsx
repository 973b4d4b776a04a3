import type { Section } from '@school/contract';
import { AssignStudentsModal } from './assign-students-modal';
import { DeleteSectionDialog } from './delete-section-dialog';
import { SectionAnalyticsModal } from './section-analytics-modal';
import { SectionDetailsModal } from './section-details-modal';
import { SectionFormModal } from './section-form-modal';
import type { SectionAction } from './section-row-actions';

/** The one dialog open on the sections screen, with the section it is about. */
export type SectionDialog =
  { action: 'create'; classId: string } | { action: SectionAction; section: Section };

interface SectionDialogsProps {
  dialog: SectionDialog | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

/** Renders the open dialog; each is mounted only while open, so it starts from a fresh form. */
export function SectionDialogs({ dialog, onClose, restoreFocus }: SectionDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'create':
      return <SectionFormModal {...props} classId={dialog.classId} />;
    case 'edit':
      return <SectionFormModal {...props} section={dialog.section} />;
    case 'details':
      return <SectionDetailsModal {...props} section={dialog.section} />;
    case 'analytics':
      return <SectionAnalyticsModal {...props} section={dialog.section} />;
    case 'assign':
      return <AssignStudentsModal {...props} section={dialog.section} />;
    case 'delete':
      return <DeleteSectionDialog {...props} section={dialog.section} />;
  }
}
