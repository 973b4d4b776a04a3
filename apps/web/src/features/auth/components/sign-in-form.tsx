import { needsSecondFactor, type LoginRequest, type SecondFactorStep } from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useLogin } from '../api/login';
import { useFinishSignIn } from './use-finish-sign-in';

interface SignInFormProps {
  /** Called once signed in, before the redirect (the modal closes itself here). */
  onSignedIn?: (() => void) | undefined;
  onForgotPassword: (email: string) => void;
  /** The password was taken and a second step is needed (issue 29): a code, or a set-up. */
  onSecondFactor?: (step: SecondFactorStep, email: string) => void;
  /** The identifier typed before, when coming back from a second step. */
  initialEmail?: string;
  /** Why the form is shown again (a second step whose time ran out). */
  notice?: string | undefined;
}

/** Email (or a student's sign-in name) and password, checked by the browser (spec 01 section 5); Enter submits. */
export function SignInForm({
  onSignedIn,
  onForgotPassword,
  onSecondFactor,
  initialEmail = '',
  notice,
}: SignInFormProps) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const finish = useFinishSignIn(onSignedIn);
  const { register, handleSubmit, getValues } = useForm<LoginRequest>({
    defaultValues: { email: initialEmail, password: '' },
  });

  // Awaited rather than mutate callbacks: signing in can unmount this form (the public header
  // swaps Login for Dashboard), and the redirect must still happen.
  const submit = handleSubmit(async (credentials) => {
    try {
      const { data, message } = await login.mutateAsync(credentials);
      if (needsSecondFactor(data)) onSecondFactor?.(data, credentials.email);
      else await finish(data.user, message);
    } catch (error) {
      toast.error(messageOf(error, t('sign_in.failed')));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('sign_in.form_label')} className="space-y-4">
      {notice && !login.isError && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {notice}
        </p>
      )}
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
        autoFocus={initialEmail !== ''}
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
