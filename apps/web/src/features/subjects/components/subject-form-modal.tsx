import type { Subject } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { SubjectForm } from './subject-form';

interface SubjectFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The subject to edit; none to create one. */
  subject?: Subject | undefined;
}

/** Closing the modal drops what was typed: the form is mounted only while it is open. */
export function SubjectFormModal({ open, onOpenChange, subject, onCloseAutoFocus }: SubjectFormModalProps) {
  const { t } = useTranslation('subjects');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={subject ? t('form.title_edit') : t('form.title_create')}
      size="lg"
    >
      <SubjectForm subject={subject} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
