import type { Parent } from '@school/contract';
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
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={parent ? 'Edit Parent' : 'Register Parent'}
      size="lg"
    >
      <ParentForm parent={parent} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
