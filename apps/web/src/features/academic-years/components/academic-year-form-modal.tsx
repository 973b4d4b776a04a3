import type { AcademicYear } from '@school/contract';
import { Modal } from '@/components/ui/modal';
import { AcademicYearForm } from './academic-year-form';

interface AcademicYearFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The year to edit; none to create a new one. */
  year?: AcademicYear | undefined;
}

/** Closing the modal drops what was typed: the form is mounted only while it is open. */
export function AcademicYearFormModal({
  open,
  onOpenChange,
  year,
  onCloseAutoFocus,
}: AcademicYearFormModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={year ? 'Edit Academic Year' : 'Add Academic Year'}
      size="lg"
    >
      <AcademicYearForm year={year} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
