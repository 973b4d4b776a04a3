import type { Student } from '@school/contract';
import { Modal } from '@/components/ui/modal';
import { StudentForm } from './student-form';

interface StudentFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  student?: Student | undefined;
}

/** Closing the modal drops what was typed: the form is mounted only while it is open. */
export function StudentFormModal({ open, onOpenChange, onCloseAutoFocus, student }: StudentFormModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={student ? 'Edit Student' : 'Enroll Student'}
      size="xl"
    >
      <StudentForm student={student} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
