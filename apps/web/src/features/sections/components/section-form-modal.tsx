import type { Section } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { SectionForm } from './section-form';

interface SectionFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  section?: Section | undefined;
  classId?: string | undefined;
}

/** Closing the modal drops what was typed: the form is mounted only while it is open. */
export function SectionFormModal({
  open,
  onOpenChange,
  onCloseAutoFocus,
  section,
  classId,
}: SectionFormModalProps) {
  const { t } = useTranslation('sections');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={section ? t('form.title_edit') : t('form.title_create')}
      size="md"
    >
      <SectionForm section={section} classId={classId} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
