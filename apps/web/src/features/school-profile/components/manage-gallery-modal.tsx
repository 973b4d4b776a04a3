import { Modal } from '@/components/ui/modal';
import { ManageGalleryForm } from './manage-gallery-form';

interface ManageGalleryModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Closing the modal drops the picked files: the form is mounted only while it is open. */
export function ManageGalleryModal({ open, onOpenChange, onCloseAutoFocus }: ManageGalleryModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Manage School Gallery"
      size="lg"
    >
      <ManageGalleryForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
