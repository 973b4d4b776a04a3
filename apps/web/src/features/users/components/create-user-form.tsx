import { isPhone, PHONE_MESSAGE, type CreateUserInput } from '@school/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateUser } from '../api/create-user';
import { CREATE_STATUS_OPTIONS, FORM_ROLE_OPTIONS } from '../options';

type Values = Required<Omit<CreateUserInput, 'phone'>> & { phone: string };

const FIELDS = ['name', 'email', 'phone', 'password', 'password_confirmation', 'role', 'status'] as const;

export function CreateUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
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

  const submit = handleSubmit((values) => {
    // Spec 01 section 5: a mismatch is reported here and no call is made.
    if (values.password !== values.password_confirmation) {
      setError('password_confirmation', { message: 'Passwords do not match' });
      return;
    }
    create.mutate(
      { ...values, phone: values.phone || null },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'User created successfully!');
          onDone();
        },
        onError: (error) => {
          showFieldErrors(error, FIELDS, setError);
          toast.error(messageOf(error, 'Failed to create user'));
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
          {...register('name', { required: 'The name field is required.' })}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email', { required: 'The email field is required.' })}
        />
        <TextField
          label="Phone"
          type="tel"
          error={errors.phone?.message}
          {...register('phone', { validate: (phone) => !phone.trim() || isPhone(phone) || PHONE_MESSAGE })}
        />
        <SelectField
          label="Role"
          required
          placeholder="Select a role"
          options={FORM_ROLE_OPTIONS}
          error={errors.role?.message}
          {...register('role', { required: 'The role field is required.' })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password', { required: 'The password field is required.' })}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          {...register('password_confirmation', {
            required: 'The password confirmation field is required.',
          })}
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
