import type { Parent } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { ParentForm } from './parent-form';

interface ParentFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  parent?: Parent | undefined;
}

/** Closing the modal drops what was typed: the form is mounted only while it is open. */
export function ParentFormModal({ open, onOpenChange, onCloseAutoFocus, parent }: ParentFormModalProps) {
  const { t } = useTranslation('parents');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={parent ? t('form.edit_title') : t('form.add_title')}
      size="lg"
    >
      <ParentForm parent={parent} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
