import type { LoginRequest } from '@school/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { signInPathOf } from '@/lib/console-areas';
import { toast } from '@/lib/toast';
import { LOGIN_FAILED_MESSAGE, useLogin } from '../api/login';

interface SignInFormProps {
  /** Called once signed in, before the redirect (the modal closes itself here). */
  onSignedIn?: () => void;
  onForgotPassword: (email: string) => void;
}

/** Email (or a student's sign-in name) and password, checked by the browser (spec 01 section 5); Enter submits. */
export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
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
      toast.success(message ?? 'Login successful!');
      onSignedIn?.();
      await navigate(signInPathOf(data.user));
    } catch (error) {
      toast.error(messageOf(error, LOGIN_FAILED_MESSAGE));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Sign in" className="space-y-4">
      {login.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {messageOf(login.error, LOGIN_FAILED_MESSAGE)}
        </p>
      )}
      {/* Text, not email: a student without an e-mail signs in with their school code and
          admission number ("GVS/A-104"). */}
      <TextField
        label="Email or student ID"
        hint="Students without an e-mail: school code / admission number, e.g. GVS/A-104"
        type="text"
        autoComplete="username"
        required
        {...register('email')}
      />
      <TextField
        label="Password"
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
          Forgot password?
        </button>
      </div>
      <Button type="submit" busy={login.isPending} className="w-full">
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
