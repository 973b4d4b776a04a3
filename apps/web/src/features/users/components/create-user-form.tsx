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
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
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

const GENDER_OPTIONS = GENDERS.map((gender) => ({
  value: gender,
  label: `${gender[0]!.toUpperCase()}${gender.slice(1)}`,
}));

const MISMATCH = 'Passwords do not match';
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
      password_confirmation: { type: 'validate', message: MISMATCH },
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
        toast.success(message ?? 'User created successfully!');
        onDone();
      },
      onError: (error) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, 'Failed to create user'));
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        <SelectField
          label="Role"
          required
          placeholder="Select a role"
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
              label="Gender"
              required
              placeholder="Select a gender"
              options={GENDER_OPTIONS}
              error={errors.gender?.message}
              {...register('gender', { setValueAs: blankAsUndefined, shouldUnregister: true })}
            />
            {role === 'teacher' ? (
              <TextField
                key="employee_code"
                label="Employee code"
                required
                error={errors.employee_code?.message}
                {...register('employee_code', { setValueAs: blankAsUndefined, shouldUnregister: true })}
              />
            ) : (
              <TextField
                key="admission_no"
                label="Admission number"
                required
                error={errors.admission_no?.message}
                {...register('admission_no', { setValueAs: blankAsUndefined, shouldUnregister: true })}
              />
            )}
          </>
        )}
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <SelectField
          label="Status"
          options={CREATE_STATUS_OPTIONS}
          error={errors.status?.message}
          {...register('status')}
        />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending}>
          Create user
        </Button>
      </div>
    </form>
  );
}
