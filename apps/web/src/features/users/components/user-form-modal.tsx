import type { ConsoleUser } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { CreateUserForm } from './create-user-form';
import { EditUserForm } from './edit-user-form';

interface UserFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The user to edit; none to create a new one. */
  user?: ConsoleUser | undefined;
}

/** Closing the modal drops what was typed: the form is mounted only while it is open. */
export function UserFormModal({ open, onOpenChange, user, onCloseAutoFocus }: UserFormModalProps) {
  const { t } = useTranslation('users');
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={user ? t('form.edit_title') : t('form.create_title')}
      size="lg"
    >
      {user ? <EditUserForm user={user} onDone={close} /> : <CreateUserForm onDone={close} />}
    </Modal>
  );
}
