import {
  type ConsoleUser,
  fieldMessage,
  isPhone,
  phoneMessage,
  type UpdateUserInput,
  type UserStatus,
} from '@school/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAccess } from '@/lib/use-access';
import { useUpdateUser } from '../api/update-user';
import { roleNameOf } from '@/lib/builtin-text';
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
  return [{ value: main.name, label: roleNameOf(main) }, ...FORM_ROLE_OPTIONS];
}

/**
 * Name, e-mail and phone (users_update), and what the caller's other permissions allow: the main
 * role with users_assign_roles (never one's own, for a delegate), a new password with
 * users_set_password, and only the status changes the caller may make. Only what changed is
 * sent, so an untouched role, status or password never needs a permission the caller lacks.
 */
export function EditUserForm({ user, onDone }: { user: ConsoleUser; onDone: () => void }) {
  const { t } = useTranslation(['users', 'common']);
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
      setError('password_confirmation', { message: t('form.passwords_mismatch') });
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
          toast.success(message ?? t('form.updated'));
          onDone();
        },
        onError: (error) => {
          showFieldErrors(error, FIELDS, setError);
          toast.error(messageOf(error, t('form.update_failed')));
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.full_name')}
          required
          error={errors.name?.message}
          {...register('name', { required: fieldMessage('required', 'name') })}
        />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email', { required: fieldMessage('required', 'email') })}
        />
        <TextField
          label={t('form.phone')}
          type="tel"
          error={errors.phone?.message}
          {...register('phone', { validate: (phone) => !phone.trim() || isPhone(phone) || phoneMessage() })}
        />
        {canRole && (
          <SelectField
            label={t('form.role')}
            placeholder={user.roles.length === 0 ? t('form.no_role') : undefined}
            options={roleOptions(user)}
            error={errors.role?.message}
            {...register('role')}
          />
        )}
        {statusOptions.length > 1 && (
          <SelectField
            label={t('form.status')}
            options={statusOptions}
            error={errors.status?.message}
            {...register('status')}
          />
        )}
        {canPassword && (
          <TextField
            label={t('form.new_password')}
            type="password"
            autoComplete="new-password"
            hint={t('form.new_password_hint')}
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        {changingPassword && (
          <TextField
            label={t('form.confirm_new_password')}
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
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('common:actions.save_changes')}
        </Button>
      </div>
    </form>
  );
}
