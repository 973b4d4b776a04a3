import { type ChangePasswordRequest, fieldMessage } from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('profile');
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });

  const submit = handleSubmit((values) => {
    // Spec 01 section 5: a mismatch is reported here and no call is made.
    if (values.password !== values.password_confirmation) {
      setError('password_confirmation', { message: t('password.mismatch') });
      return;
    }
    changePassword.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message ?? t('password.changed'));
        onChanged();
      },
      onError: (error) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, t('password.failed')));
      },
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="change-password-heading"
      className="space-y-4 pt-5"
    >
      <h3 id="change-password-heading" className="font-medium text-slate-900">
        {t('password.heading')}
      </h3>
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...register('current_password', { required: fieldMessage('required', 'current_password') })}
      />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password', { required: fieldMessage('required', 'password') })}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register('password_confirmation', {
          required: fieldMessage('required', 'password_confirmation'),
        })}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={changePassword.isPending}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
