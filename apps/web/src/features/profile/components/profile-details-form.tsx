import { zodResolver } from '@hookform/resolvers/zod';
import { updateMeRequestSchema } from '@school/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileDetailsFormProps {
  /** `absence_emails` only for a parent: the switch is shown to parents alone. */
  defaults: { name: string; email: string; phone: string; absence_emails?: boolean | undefined };
  onSaved: () => void;
}

export function ProfileDetailsForm({ defaults, onSaved }: ProfileDetailsFormProps) {
  const { t } = useTranslation('profile');
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateMeRequestSchema),
    defaultValues: { ...defaults, current_password: '' },
  });
  // The server asks for the password only when the e-mail moves (it is how the account is recovered).
  const email = useWatch({ control, name: 'email' });
  const emailChanges = email.trim().toLowerCase() !== defaults.email.toLowerCase();

  const submit = handleSubmit(({ current_password, ...values }) =>
    updateProfile.mutate(emailChanges ? { ...values, current_password } : values, {
      onSuccess: ({ message }) => {
        toast.success(message ?? t('details.saved'));
        onSaved();
      },
      onError: (error) => {
        showFieldErrors(error, ['name', 'email', 'phone', 'current_password', 'absence_emails'], setError);
        toast.error(messageOf(error, t('details.failed')));
      },
    }),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="profile-details-heading"
      className="space-y-4 py-5"
    >
      <h3 id="profile-details-heading" className="font-medium text-slate-900">
        {t('details.heading')}
      </h3>
      <TextField
        label={t('details.name')}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('details.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      {emailChanges && (
        <TextField
          label={t('details.current_password')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('details.current_password_hint')}
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      )}
      <TextField
        label={t('details.phone')}
        type="tel"
        autoComplete="tel"
        hint={t('details.phone_hint')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      {defaults.absence_emails !== undefined && (
        <CheckboxField
          label={t('details.absence_emails')}
          hint={t('details.absence_emails_hint')}
          {...register('absence_emails')}
        />
      )}
      <div className="flex justify-end">
        <Button type="submit" busy={updateProfile.isPending}>
          {t('common:actions.save_changes')}
        </Button>
      </div>
    </form>
  );
}
