import {
  type ConsoleUser,
  fieldMessage,
  isPhone,
  PHONE_MESSAGE,
  type UpdateUserInput,
  type UserStatus,
} from '@school/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAccess } from '@/lib/use-access';
import { useUpdateUser } from '../api/update-user';
import { FORM_ROLE_OPTIONS, STATUS_OPTIONS, statusChangePermission } from '../options';

interface Values {
  name: string;
  email: string;
  phone: string;
  role: string;
  status: UserStatus;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['name', 'email', 'phone', 'role', 'status', 'password', 'password_confirmation'] as const;

/** A main role the form does not offer (superadmin, say) stays choosable, so saving keeps it. */
function roleOptions(user: ConsoleUser) {
  const main = user.roles[0];
  if (!main || FORM_ROLE_OPTIONS.some((option) => option.value === main.name)) return FORM_ROLE_OPTIONS;
  return [{ value: main.name, label: main.display_name || main.name }, ...FORM_ROLE_OPTIONS];
}

/**
 * Name, e-mail and phone (users_update), and what the caller's other permissions allow: the main
 * role with users_assign_roles (never one's own, for a delegate), a new password with
 * users_set_password, and only the status changes the caller may make. Only what changed is
 * sent, so an untouched role, status or password never needs a permission the caller lacks.
 */
export function EditUserForm({ user, onDone }: { user: ConsoleUser; onDone: () => void }) {
  const update = useUpdateUser();
  const access = useAccess();
  const canRole = access.can('users_assign_roles') && (access.superadmin || user.id !== access.userId);
  const canPassword = access.can('users_set_password');
  const statusOptions = STATUS_OPTIONS.filter(
    ({ value }) =>
      value === user.status || access.can(statusChangePermission(user.status, value as UserStatus)),
  );
  const mainRole = user.roles[0]?.name ?? '';
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      name: user.name,
      // A student enrolled without an e-mail has none until they are given one.
      email: user.email ?? '',
      phone: user.phone ?? '',
      role: mainRole,
      status: user.status,
      password: '',
      password_confirmation: '',
    },
  });
  // Spec 01 section 5: the confirmation appears only once a new password is typed.
  const changingPassword = useWatch({ control, name: 'password' }) !== '';

  const submit = handleSubmit(({ password, password_confirmation, role, status, phone, name, email }) => {
    if (password && password !== password_confirmation) {
      setError('password_confirmation', { message: 'Passwords do not match' });
      return;
    }
    const input: UpdateUserInput = {
      name,
      email,
      phone: phone || null,
      ...(role && role !== mainRole ? { role } : {}),
      ...(status !== user.status ? { status } : {}),
      // A blank password keeps the current one: both fields are left out.
      ...(password ? { password, password_confirmation } : {}),
    };
    update.mutate(
      { id: user.id, input },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'User updated successfully!');
          onDone();
        },
        onError: (error) => {
          showFieldErrors(error, FIELDS, setError);
          toast.error(messageOf(error, 'Failed to update user'));
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          required
          error={errors.name?.message}
          {...register('name', { required: fieldMessage('required', 'name') })}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email', { required: fieldMessage('required', 'email') })}
        />
        <TextField
          label="Phone"
          type="tel"
          error={errors.phone?.message}
          {...register('phone', { validate: (phone) => !phone.trim() || isPhone(phone) || PHONE_MESSAGE })}
        />
        {canRole && (
          <SelectField
            label="Role"
            placeholder={user.roles.length === 0 ? 'No Role' : undefined}
            options={roleOptions(user)}
            error={errors.role?.message}
            {...register('role')}
          />
        )}
        {statusOptions.length > 1 && (
          <SelectField
            label="Status"
            options={statusOptions}
            error={errors.status?.message}
            {...register('status')}
          />
        )}
        {canPassword && (
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="Leave blank to keep the current password"
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        {changingPassword && (
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.password_confirmation?.message}
            {...register('password_confirmation', {
              required: fieldMessage('required', 'password_confirmation'),
              shouldUnregister: true,
            })}
          />
        )}
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
