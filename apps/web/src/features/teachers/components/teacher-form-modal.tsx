import type { Teacher } from '@school/contract';
import { Modal } from '@/components/ui/modal';
import { TeacherForm } from './teacher-form';

interface TeacherFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  teacher?: Teacher | undefined;
}

/** Closing the modal drops what was typed: the form is mounted only while it is open. */
export function TeacherFormModal({ open, onOpenChange, onCloseAutoFocus, teacher }: TeacherFormModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={teacher ? 'Edit Teacher' : 'Add New Teacher'}
      size="lg"
    >
      <TeacherForm teacher={teacher} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
