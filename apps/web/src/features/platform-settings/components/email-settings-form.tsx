import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailSettingsInputSchema,
  type EmailSettings,
  type EmailSettingsInput,
  type PlatformSettingsInputValues,
} from '@school/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSendTestEmail } from '../api/send-test-email';
import { numberOrNull } from '../options';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useGroupSave } from './use-group-save';

const FIELDS = [
  'smtp_host',
  'smtp_port',
  'smtp_username',
  'smtp_password',
  'from_name',
  'from_email',
] as const satisfies ReadonlyArray<keyof EmailSettingsInput>;

type EmailValues = PlatformSettingsInputValues['email'];

/** An example host name, the same in every language. */
const EXAMPLE_HOST = 'smtp.example.com';

/** The form starts from what is stored; the password is never sent to the browser, so it is blank. */
const formValues = ({ smtp_password_set: _set, ...settings }: EmailSettings): EmailSettingsInput => ({
  ...settings,
  smtp_password: '',
});

/**
 * The SMTP server every e-mail of the platform leaves through, and its sender. The password is
 * write-only: blank keeps the saved one. The test e-mail goes out with the saved settings.
 */
export function EmailSettingsForm({ settings, editable }: { settings: EmailSettings; editable: boolean }) {
  const { t } = useTranslation('platform-settings');
  const [passwordSet, setPasswordSet] = useState(settings.smtp_password_set);
  const [removePassword, setRemovePassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EmailSettingsInput, unknown, EmailValues>({
    resolver: zodResolver(emailSettingsInputSchema),
    defaultValues: formValues(settings),
  });
  const { submit, busy } = useGroupSave('email', {
    fields: FIELDS,
    setError,
    onSaved: (saved) => {
      reset(formValues(saved));
      setPasswordSet(saved.smtp_password_set);
      setRemovePassword(false);
    },
  });
  const sendTest = useSendTestEmail();
  const test = () =>
    sendTest.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message ?? t('email.test_sent')),
      onError: (error) => toast.error(messageOf(error, t('email.test_failed'))),
    });

  const save = (values: EmailValues) => submit(removePassword ? { ...values, smtp_password: null } : values);

  return (
    <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('email.smtp_host')}
          className="sm:col-span-2"
          placeholder={EXAMPLE_HOST}
          hint={t('email.smtp_host_hint')}
          error={errors.smtp_host?.message}
          {...register('smtp_host')}
        />
        <TextField
          label={t('email.smtp_port')}
          type="number"
          required
          min={1}
          max={65535}
          error={errors.smtp_port?.message}
          {...register('smtp_port', { setValueAs: numberOrNull })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('email.smtp_username')}
          autoComplete="off"
          error={errors.smtp_username?.message}
          {...register('smtp_username')}
        />
        <TextField
          label={t('email.smtp_password')}
          type="password"
          autoComplete="new-password"
          hint={passwordSet ? t('email.password_set') : t('email.password_not_set')}
          disabled={removePassword}
          error={errors.smtp_password?.message}
          {...register('smtp_password')}
        />
      </div>
      {passwordSet && (
        <CheckboxField
          label={t('email.remove_password')}
          checked={removePassword}
          onChange={(event) => setRemovePassword(event.target.checked)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('email.from_name')}
          error={errors.from_name?.message}
          {...register('from_name')}
        />
        <TextField
          label={t('email.from_email')}
          type="email"
          error={errors.from_email?.message}
          {...register('from_email')}
        />
      </div>
      {editable && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Button type="button" variant="secondary" busy={sendTest.isPending} onClick={test}>
            {t('email.send_test')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('email.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
