import type { Notice } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { NoticeForm } from './notice-form';

interface NoticeFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The notice to edit; none to post one. */
  notice?: Notice | undefined;
}

/** Closing the modal drops what was typed: the form is mounted only while it is open. */
export function NoticeFormModal({ open, onOpenChange, notice, onCloseAutoFocus }: NoticeFormModalProps) {
  const { t } = useTranslation('school-dashboard');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={notice ? t('notice_form.edit_title') : t('notice_form.post_title')}
      size="lg"
    >
      <NoticeForm notice={notice} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
