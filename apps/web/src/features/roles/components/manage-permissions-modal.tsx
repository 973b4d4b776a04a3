import type { Role } from '@school/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAssignRolePermissions } from '../api/assign-role-permissions';
import { usePermissionOptions } from '../api/get-permission-options';
import { useRole } from '../api/get-role';
import { PermissionPicker } from './permission-picker';

interface ManagePermissionsModalProps {
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The picker starts from the role's current permissions, so it waits for them. */
function PermissionsForm({
  role,
  held,
  onDone,
}: {
  role: Role;
  held: readonly number[];
  onDone: () => void;
}) {
  const options = usePermissionOptions();
  const assign = useAssignRolePermissions();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(held));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { id: role.id, permissionIds: [...selected] },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Permissions assigned successfully!');
          onDone();
        },
        onError: (error) => toast.error(messageOf(error, 'Failed to assign permissions')),
      },
    );
  };

  if (!options.data) {
    return options.isError ? (
      <p className="text-sm text-slate-600">{messageOf(options.error, 'Failed to fetch permissions')}</p>
    ) : (
      <Spinner label="Loading permissions" />
    );
  }
  return (
    <form onSubmit={submit} className="space-y-5">
      <PermissionPicker options={options.data.permissions} selected={selected} onChange={setSelected} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={assign.isPending}>
          Save permissions
        </Button>
      </div>
    </form>
  );
}

export function ManagePermissionsModal({
  role,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ManagePermissionsModalProps) {
  const fresh = useRole(role.id);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Manage Permissions: ${role.display_name || role.name}`}
      size="xl"
    >
      {fresh.data ? (
        <PermissionsForm
          role={role}
          held={fresh.data.permission_ids ?? []}
          onDone={() => onOpenChange(false)}
        />
      ) : fresh.isError ? (
        <p className="text-sm text-slate-600">{messageOf(fresh.error, 'Failed to fetch role details')}</p>
      ) : (
        <Spinner label="Loading the role's permissions" />
      )}
    </Modal>
  );
}
