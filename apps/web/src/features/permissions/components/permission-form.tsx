import { fieldMessage, type Permission } from '@school/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { RESERVED_PERMISSIONS, type Access } from '@/lib/permissions';
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
 * reserved permission is given to no role at all.
 */
function rolesPart(access: Access, permission: Permission | undefined) {
  if (!access.can(['roles_assign_permissions', 'roles_view'])) return { shown: false } as const;
  if (permission && RESERVED_PERMISSIONS.has(permission.name)) {
    return { shown: true, fixed: 'Only the superadmin role can hold this permission.' } as const;
  }
  if (access.superadmin) return { shown: true, fixed: null } as const;
  if (!permission) {
    return {
      shown: true,
      fixed: 'Only a superadmin gives a new permission to roles: you give only permissions you hold.',
    } as const;
  }
  if (!access.holds(permission.name)) {
    return {
      shown: true,
      fixed: 'You do not hold this permission, so you cannot change which roles hold it.',
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
        toast.success(
          message ?? (permission ? 'Permission updated successfully!' : 'Permission created successfully!'),
        );
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(
          messageOf(error, permission ? 'Failed to update permission' : 'Failed to create permission'),
        );
      },
    };
    if (permission) update.mutate({ id: permission.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="System name"
          required
          readOnly={permission?.is_system}
          hint={
            permission?.is_system
              ? 'Routes of the API use this name; it cannot be changed.'
              : 'module_action, e.g. reports_view'
          }
          error={errors.name?.message}
          {...register('name', { required: fieldMessage('required', 'name') })}
        />
        <TextField label="Display name" error={errors.display_name?.message} {...register('display_name')} />
      </div>
      <TextAreaField
        label="Description"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      {part.shown && grantable.length > 0 && (
        <fieldset disabled={part.fixed !== null}>
          <legend className="mb-2 text-sm font-medium text-slate-700">Roles holding it</legend>
          {part.fixed && <p className="mb-2 text-xs text-amber-700">{part.fixed}</p>}
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
                    {role.display_name || role.name}
                    {own && (
                      <span className="block text-xs text-amber-700">
                        You hold this role: someone else sets its permissions.
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {permission ? 'Save changes' : 'Create permission'}
        </Button>
      </div>
    </form>
  );
}
