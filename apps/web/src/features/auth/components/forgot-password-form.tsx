import type { ForgotPasswordRequest } from '@school/contract';
import { useForm } from 'react-hook-form';
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
  const forgotPassword = useForgotPassword();
  const { register, handleSubmit } = useForm<ForgotPasswordRequest>({
    defaultValues: { email: initialEmail },
  });

  const submit = handleSubmit((values) =>
    forgotPassword.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message ?? 'Password reset link sent.');
        onBack();
      },
      onError: (error) => toast.error(messageOf(error, 'Failed to send reset email')),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Reset password" className="space-y-4">
      <p className="text-sm text-slate-600">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <TextField label="Email" type="email" autoComplete="email" required autoFocus {...register('email')} />
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" onClick={onBack}>
          Back to sign in
        </Button>
        <Button type="submit" busy={forgotPassword.isPending}>
          Send reset link
        </Button>
      </div>
    </form>
  );
}
