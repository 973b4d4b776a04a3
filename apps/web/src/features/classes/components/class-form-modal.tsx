import type { SchoolClass } from '@school/contract';
import { Modal } from '@/components/ui/modal';
import { ClassForm } from './class-form';

interface ClassFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The class to edit; none to create a new one. */
  schoolClass?: SchoolClass | undefined;
}

/** Closing the modal drops what was typed: the form is mounted only while it is open. */
export function ClassFormModal({ open, onOpenChange, schoolClass, onCloseAutoFocus }: ClassFormModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={schoolClass ? 'Edit Class' : 'Create New Class'}
      size="md"
    >
      <ClassForm schoolClass={schoolClass} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
