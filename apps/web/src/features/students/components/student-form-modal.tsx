import type { Student } from '@school/contract';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('students');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={student ? t('form.edit_title') : t('form.create_title')}
      size="xl"
    >
      <StudentForm student={student} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
