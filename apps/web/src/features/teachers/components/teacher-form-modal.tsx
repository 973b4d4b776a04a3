import type { Teacher } from '@school/contract';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('teachers');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={teacher ? t('form.edit_title') : t('form.add_title')}
      size="lg"
    >
      <TeacherForm teacher={teacher} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
