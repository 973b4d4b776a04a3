import type { ForgotPasswordRequest } from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onBack: () => void;
}

export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const forgotPassword = useForgotPassword();
  const { register, handleSubmit } = useForm<ForgotPasswordRequest>({
    defaultValues: { email: initialEmail },
  });

  const submit = handleSubmit((values) =>
    forgotPassword.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message ?? t('forgot.sent'));
        onBack();
      },
      onError: (error) => toast.error(messageOf(error, t('forgot.failed'))),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('forgot.form_label')} className="space-y-4">
      <p className="text-sm text-slate-600">{t('forgot.intro')}</p>
      <TextField
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        required
        autoFocus
        {...register('email')}
      />
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" onClick={onBack}>
          {t('forgot.back')}
        </Button>
        <Button type="submit" busy={forgotPassword.isPending}>
          {t('forgot.submit')}
        </Button>
      </div>
    </form>
  );
}
