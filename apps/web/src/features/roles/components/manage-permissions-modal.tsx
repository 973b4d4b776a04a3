import type { Role } from '@school/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAssignRolePermissions } from '../api/assign-role-permissions';
import { usePermissionOptions } from '../api/get-permission-options';
import { useRole } from '../api/get-role';
import { roleNameOf } from '@/lib/builtin-text';
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
  const { t } = useTranslation(['roles', 'common']);
  const options = usePermissionOptions();
  const assign = useAssignRolePermissions();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(held));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { id: role.id, permissionIds: [...selected] },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('manage_permissions.assigned'));
          onDone();
        },
        onError: (error) => toast.error(messageOf(error, t('manage_permissions.assign_failed'))),
      },
    );
  };

  if (!options.data) {
    return options.isError ? (
      <p className="text-sm text-slate-600">
        {messageOf(options.error, t('manage_permissions.options_failed'))}
      </p>
    ) : (
      <Spinner label={t('manage_permissions.loading_options')} />
    );
  }
  return (
    <form onSubmit={submit} className="space-y-5">
      <PermissionPicker options={options.data.permissions} selected={selected} onChange={setSelected} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={assign.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={assign.isPending}>
          {t('manage_permissions.submit')}
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
  const { t } = useTranslation('roles');
  const fresh = useRole(role.id);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('manage_permissions.title', { name: roleNameOf(role) })}
      size="xl"
    >
      {fresh.data ? (
        <PermissionsForm
          role={role}
          held={fresh.data.permission_ids ?? []}
          onDone={() => onOpenChange(false)}
        />
      ) : fresh.isError ? (
        <p className="text-sm text-slate-600">
          {messageOf(fresh.error, t('manage_permissions.role_failed'))}
        </p>
      ) : (
        <Spinner label={t('manage_permissions.loading')} />
      )}
    </Modal>
  );
}
