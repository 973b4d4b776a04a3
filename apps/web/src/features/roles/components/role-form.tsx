import { fieldMessage, type Role } from '@school/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAccess } from '@/lib/use-access';
import { useCreateRole } from '../api/create-role';
import { usePermissionOptions } from '../api/get-permission-options';
import { useUpdateRole } from '../api/update-role';
import { PermissionPicker } from './permission-picker';

interface Values {
  name: string;
  display_name: string;
  description: string;
}

const FIELDS = ['name', 'display_name', 'description'] as const;

/**
 * Create (with permissions, for a user who may assign them) or edit (name, display name,
 * description) a role. A core role's system name is fixed: the field is shown read-only.
 */
export function RoleForm({ role, onDone }: { role?: Role | undefined; onDone: () => void }) {
  const { t } = useTranslation(['roles', 'common']);
  const create = useCreateRole();
  const update = useUpdateRole();
  const { can } = useAccess();
  const choosesPermissions = !role && can(['roles_assign_permissions', 'permissions_view']);
  const options = usePermissionOptions(choosesPermissions);
  const [permissionIds, setPermissionIds] = useState<ReadonlySet<number>>(() => new Set());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      name: role?.name ?? '',
      display_name: role?.display_name ?? '',
      description: role?.description ?? '',
    },
  });
  const busy = create.isPending || update.isPending;

  const submit = handleSubmit((values) => {
    const input = {
      name: values.name,
      display_name: values.display_name || null,
      description: values.description || null,
    };
    const handlers = {
      onSuccess: ({ message }: { message: string | undefined }) => {
        toast.success(message ?? (role ? t('form.updated') : t('form.created')));
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, role ? t('form.update_failed') : t('form.create_failed')));
      },
    };
    if (role) update.mutate({ id: role.id, input }, handlers);
    else
      create.mutate(
        { ...input, ...(choosesPermissions ? { permission_ids: [...permissionIds] } : {}) },
        handlers,
      );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.system_name')}
          required
          readOnly={role?.is_core}
          hint={role?.is_core ? t('form.system_name_fixed') : t('form.system_name_example')}
          error={errors.name?.message}
          {...register('name', { required: fieldMessage('required', 'name') })}
        />
        <TextField
          label={t('form.display_name')}
          error={errors.display_name?.message}
          {...register('display_name')}
        />
      </div>
      <TextAreaField
        label={t('form.description')}
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      {choosesPermissions && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('form.permissions')}</legend>
          {options.data ? (
            <PermissionPicker
              options={options.data.permissions}
              selected={permissionIds}
              onChange={setPermissionIds}
            />
          ) : options.isError ? (
            <p className="text-sm text-slate-600">{t('form.permissions_failed')}</p>
          ) : (
            <Spinner label={t('form.loading_permissions')} />
          )}
        </fieldset>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {role ? t('common:actions.save_changes') : t('form.create_submit')}
        </Button>
      </div>
    </form>
  );
}
