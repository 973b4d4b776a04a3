import type { SchoolClass } from '@school/contract';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('classes');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={schoolClass ? t('form.title_edit') : t('form.title_create')}
      size="md"
    >
      <ClassForm schoolClass={schoolClass} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
