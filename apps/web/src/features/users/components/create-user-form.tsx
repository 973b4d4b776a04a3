import { zodResolver } from '@hookform/resolvers/zod';
import {
  createUserInputSchema,
  GENDERS,
  isSchoolPersonRole,
  type CreateUserInput,
  type CreateUserValues,
  type School,
} from '@school/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { i18next } from '@/i18n/i18n';
import { useAccess } from '@/lib/use-access';
import { useCreateUser } from '../api/create-user';
import { CREATE_STATUS_OPTIONS, FORM_ROLE_OPTIONS } from '../options';
import { SchoolPicker } from './school-picker';

const FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'role',
  'status',
  'school_id',
  'gender',
  'employee_code',
  'admission_no',
] as const satisfies ReadonlyArray<keyof CreateUserInput>;

const checkWithContract = zodResolver(createUserInputSchema);

/**
 * The contract's own rules (the API checks the same schema), with spec 01's words for two
 * passwords that differ, under the confirmation: then no call is made.
 */
const resolver: Resolver<CreateUserInput, unknown, CreateUserValues> = async (values, context, options) => {
  const result = await checkWithContract(values, context, options);
  if (values.password === values.password_confirmation) return result;
  // The contract names the mismatch on the password; the form names it on the confirmation.
  const { password, ...errors } = result.errors;
  return {
    values: {},
    errors: {
      ...errors,
      ...(password && password.type !== 'custom' ? { password } : {}),
      password_confirmation: { type: 'validate', message: i18next.t('users:form.passwords_mismatch') },
    },
  };
};

/** Blank optional text is left out, as is a gender not chosen. */
const blankAsUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * A new account with one role. A teacher or student belongs to a school: choosing either asks
 * for the school (searched in the schools list), the gender, and the employee code or admission
 * number, and the school's Teachers or Students list has them at once. A parent is registered by
 * their school, with their children, so the role is not offered here; neither are teacher and
 * student to a user who may not see the schools list.
 */
export function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const create = useCreateUser();
  const canPickSchool = useAccess().can('schools_view');
  const roleOptions = FORM_ROLE_OPTIONS.filter(({ value }) => canPickSchool || !isSchoolPersonRole(value));
  const [school, setSchool] = useState<School | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CreateUserInput, unknown, CreateUserValues>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      role: '',
      status: 'active',
    },
  });
  const role = useWatch({ control, name: 'role' });
  const person = isSchoolPersonRole(role);

  const submit = handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message ?? t('form.created'));
        onDone();
      },
      onError: (error) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, t('form.create_failed')));
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.full_name')} required error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label={t('form.phone')} type="tel" error={errors.phone?.message} {...register('phone')} />
        <SelectField
          label={t('form.role')}
          required
          placeholder={t('form.select_role')}
          options={roleOptions}
          error={errors.role?.message}
          {...register('role')}
        />
        {person && (
          <>
            <Controller
              control={control}
              name="school_id"
              shouldUnregister
              render={({ field, fieldState }) => (
                <SchoolPicker
                  // The school shown is the one the field holds (none after a change of role).
                  value={school && school.id === field.value ? school : null}
                  onChange={(chosen) => {
                    setSchool(chosen);
                    field.onChange(chosen.id);
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
            <SelectField
              label={t('form.gender')}
              required
              placeholder={t('form.select_gender')}
              options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
              error={errors.gender?.message}
              {...register('gender', { setValueAs: blankAsUndefined, shouldUnregister: true })}
            />
            {role === 'teacher' ? (
              <TextField
                key="employee_code"
                label={t('form.employee_code')}
                required
                error={errors.employee_code?.message}
                {...register('employee_code', { setValueAs: blankAsUndefined, shouldUnregister: true })}
              />
            ) : (
              <TextField
                key="admission_no"
                label={t('form.admission_number')}
                required
                error={errors.admission_no?.message}
                {...register('admission_no', { setValueAs: blankAsUndefined, shouldUnregister: true })}
              />
            )}
          </>
        )}
        <TextField
          label={t('form.password')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('form.confirm_password')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <SelectField
          label={t('form.status')}
          options={CREATE_STATUS_OPTIONS}
          error={errors.status?.message}
          {...register('status')}
        />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={create.isPending}>
          {t('form.create_submit')}
        </Button>
      </div>
    </form>
  );
}
