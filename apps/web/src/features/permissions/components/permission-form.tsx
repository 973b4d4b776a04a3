import { fieldMessage, type Permission } from '@school/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { RESERVED_PERMISSIONS, type Access } from '@/lib/permissions';
import { roleNameOf } from '@/lib/builtin-text';
import { useAccess } from '@/lib/use-access';
import { useCreatePermission } from '../api/create-permission';
import { useRoleOptions } from '../api/get-role-options';
import { useUpdatePermission } from '../api/update-permission';

interface Values {
  name: string;
  display_name: string;
  description: string;
}

const FIELDS = ['name', 'display_name', 'description'] as const;

interface PermissionFormProps {
  /** The permission to edit (with its roles); none to create one. */
  permission?: Permission | undefined;
  onDone: () => void;
}

/**
 * Where the roles part of the form stands for this user: hidden (choosing roles needs
 * roles_assign_permissions, and the roles list roles_view), fixed with the reason, or open. Only
 * a superadmin gives a permission they do not hold, so a delegate never gives a new one; a
 * reserved permission is given to no role at all. The reason is a key of the permissions namespace.
 */
function rolesPart(access: Access, permission: Permission | undefined) {
  if (!access.can(['roles_assign_permissions', 'roles_view'])) return { shown: false } as const;
  if (permission && RESERVED_PERMISSIONS.has(permission.name)) {
    return { shown: true, fixed: 'form.reserved' } as const;
  }
  if (access.superadmin) return { shown: true, fixed: null } as const;
  if (!permission) {
    return {
      shown: true,
      fixed: 'form.new_only_superadmin',
    } as const;
  }
  if (!access.holds(permission.name)) {
    return {
      shown: true,
      fixed: 'form.not_held',
    } as const;
  }
  return { shown: true, fixed: null } as const;
}

/**
 * Name, display name, description and the roles holding it. superadmin holds every permission
 * already, so it is not offered; a delegate's own roles are set by someone else. A system
 * permission's name is fixed: read-only.
 */
export function PermissionForm({ permission, onDone }: PermissionFormProps) {
  const { t } = useTranslation('permissions');
  const create = useCreatePermission();
  const update = useUpdatePermission();
  const access = useAccess();
  const part = rolesPart(access, permission);
  const roles = useRoleOptions(part.shown);
  const choosesRoles = part.shown && part.fixed === null;
  const [roleIds, setRoleIds] = useState<ReadonlySet<number>>(() => new Set(permission?.role_ids ?? []));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      name: permission?.name ?? '',
      display_name: permission?.display_name ?? '',
      description: permission?.description ?? '',
    },
  });
  const busy = create.isPending || update.isPending;
  const grantable = (roles.data?.roles ?? []).filter((role) => !role.has_all_permissions);

  const toggle = (id: number) =>
    setRoleIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = handleSubmit((values) => {
    const input = {
      name: values.name,
      display_name: values.display_name || null,
      description: values.description || null,
      // Without the role list, or an edit without the permission's current roles, roles stay as they are.
      ...(choosesRoles && roles.data && (!permission || permission.role_ids)
        ? { role_ids: [...roleIds] }
        : {}),
    };
    const handlers = {
      onSuccess: ({ message }: { message: string | undefined }) => {
        toast.success(message ?? (permission ? t('form.updated') : t('form.created')));
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, permission ? t('form.update_failed') : t('form.create_failed')));
      },
    };
    if (permission) update.mutate({ id: permission.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.system_name')}
          required
          readOnly={permission?.is_system}
          hint={permission?.is_system ? t('form.system_name_fixed') : t('form.system_name_hint')}
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
      {part.shown && grantable.length > 0 && (
        <fieldset disabled={part.fixed !== null}>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('form.roles_legend')}</legend>
          {part.fixed && <p className="mb-2 text-xs text-amber-700">{t(part.fixed)}</p>}
          <div className="grid gap-1 sm:grid-cols-2">
            {grantable.map((role) => {
              const own = !access.superadmin && access.roleIds.has(role.id);
              return (
                <label
                  key={role.id}
                  className="flex items-start gap-2 text-sm [overflow-wrap:anywhere] text-slate-800"
                >
                  <input
                    type="checkbox"
                    className="mt-0.5"
                    checked={roleIds.has(role.id)}
                    disabled={own}
                    onChange={() => toggle(role.id)}
                  />
                  <span>
                    {roleNameOf(role)}
                    {own && <span className="block text-xs text-amber-700">{t('form.own_role')}</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {permission ? t('common:actions.save_changes') : t('form.submit_create')}
        </Button>
      </div>
    </form>
  );
}
