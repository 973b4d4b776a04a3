import type { LoginRequest } from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { signInPathOf } from '@/lib/console-areas';
import { toast } from '@/lib/toast';
import { useLogin } from '../api/login';

interface SignInFormProps {
  /** Called once signed in, before the redirect (the modal closes itself here). */
  onSignedIn?: () => void;
  onForgotPassword: (email: string) => void;
}

/** Email (or a student's sign-in name) and password, checked by the browser (spec 01 section 5); Enter submits. */
export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin();
  const { register, handleSubmit, getValues } = useForm<LoginRequest>({
    defaultValues: { email: '', password: '' },
  });

  // Awaited rather than mutate callbacks: signing in can unmount this form (the public header
  // swaps Login for Dashboard), and the redirect must still happen.
  const submit = handleSubmit(async (credentials) => {
    try {
      const { data, message } = await login.mutateAsync(credentials);
      toast.success(message ?? t('sign_in.success'));
      onSignedIn?.();
      await navigate(signInPathOf(data.user));
    } catch (error) {
      toast.error(messageOf(error, t('sign_in.failed')));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('sign_in.form_label')} className="space-y-4">
      {login.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {messageOf(login.error, t('sign_in.failed'))}
        </p>
      )}
      {/* Text, not email: a student without an e-mail signs in with their school code and
          admission number ("GVS/A-104"). */}
      <TextField
        label={t('sign_in.identifier')}
        hint={t('sign_in.identifier_hint')}
        type="text"
        autoComplete="username"
        required
        {...register('email')}
      />
      <TextField
        label={t('sign_in.password')}
        type="password"
        autoComplete="current-password"
        required
        {...register('password')}
      />
      <div className="flex justify-end">
        <button
          type="button"
          className="text-sm font-medium text-brand-700 hover:underline"
          onClick={() => onForgotPassword(getValues('email'))}
        >
          {t('sign_in.forgot')}
        </button>
      </div>
      <Button type="submit" busy={login.isPending} className="w-full">
        {login.isPending ? t('sign_in.submitting') : t('sign_in.submit')}
      </Button>
    </form>
  );
}
