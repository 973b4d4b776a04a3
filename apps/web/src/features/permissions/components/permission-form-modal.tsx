import type { Permission } from '@school/contract';
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
  const fresh = usePermission(permission.id);
  if (fresh.isPending) return <Spinner label="Loading the permission" />;
  return <PermissionForm permission={fresh.data ?? permission} onDone={onDone} />;
}

export function PermissionFormModal({
  open,
  onOpenChange,
  permission,
  onCloseAutoFocus,
}: PermissionFormModalProps) {
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={permission ? 'Edit Permission' : 'Create New Permission'}
      size="lg"
    >
      {permission ? <EditForm permission={permission} onDone={close} /> : <PermissionForm onDone={close} />}
    </Modal>
  );
}
