import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { ManageGalleryForm } from './manage-gallery-form';

interface ManageGalleryModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Closing the modal drops the picked files: the form is mounted only while it is open. */
export function ManageGalleryModal({ open, onOpenChange, onCloseAutoFocus }: ManageGalleryModalProps) {
  const { t } = useTranslation('school-profile');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('manage_gallery.title')}
      size="lg"
    >
      <ManageGalleryForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
