import type { Permission } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { usePermission } from '../api/get-permission';
import { PermissionForm } from './permission-form';

interface PermissionFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The permission to edit; none to create one. */
  permission?: Permission | undefined;
}

/** Editing starts from the permission with its roles, so the form waits for them (or the row). */
function EditForm({ permission, onDone }: { permission: Permission; onDone: () => void }) {
  const { t } = useTranslation('permissions');
  const fresh = usePermission(permission.id);
  if (fresh.isPending) return <Spinner label={t('form.loading')} />;
  return <PermissionForm permission={fresh.data ?? permission} onDone={onDone} />;
}

export function PermissionFormModal({
  open,
  onOpenChange,
  permission,
  onCloseAutoFocus,
}: PermissionFormModalProps) {
  const { t } = useTranslation('permissions');
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={permission ? t('form.title_edit') : t('form.title_create')}
      size="lg"
    >
      {permission ? <EditForm permission={permission} onDone={close} /> : <PermissionForm onDone={close} />}
    </Modal>
  );
}
