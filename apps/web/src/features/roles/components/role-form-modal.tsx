import type { Role } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { RoleForm } from './role-form';

interface RoleFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The role to edit; none to create a new one. */
  role?: Role | undefined;
}

/** Closing the modal drops what was typed: the form is mounted only while it is open. */
export function RoleFormModal({ open, onOpenChange, role, onCloseAutoFocus }: RoleFormModalProps) {
  const { t } = useTranslation('roles');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={role ? t('form.edit_title') : t('form.create_title')}
      size={role ? 'lg' : 'xl'}
    >
      <RoleForm role={role} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
