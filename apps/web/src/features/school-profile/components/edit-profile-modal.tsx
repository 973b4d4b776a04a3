import type { SchoolProfile } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { EditProfileForm } from './edit-profile-form';

interface EditProfileModalProps {
  profile: SchoolProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Closing the modal drops what was typed: the form is mounted only while it is open. */
export function EditProfileModal({ profile, open, onOpenChange, onCloseAutoFocus }: EditProfileModalProps) {
  const { t } = useTranslation('school-profile');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('edit.title')}
      size="lg"
    >
      <EditProfileForm profile={profile} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
