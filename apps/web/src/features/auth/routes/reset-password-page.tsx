import type { ResetPasswordRequest } from '@school/contract';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { QueryScope } from '@/lib/query-scope';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { PageTitle, PlatformName } from '@/components/ui/page-title';

type NewPassword = Pick<ResetPasswordRequest, 'password' | 'password_confirmation'>;

/** /reset-password?token=…&email=…: the page the e-mailed reset link opens. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <PageTitle title={t('reset.page_title')} />
      <div className="w-full max-w-md rounded-lg bg-white p-8 shadow-md">
        <Link to="/" className="text-sm font-semibold text-brand-700">
          <PlatformName />
        </Link>
        <h1 className="mt-2 mb-6 text-2xl font-semibold text-slate-900">{t('reset.heading')}</h1>
        {token && email ? (
          <QueryScope>
            <ResetPasswordForm token={token} email={email} />
          </QueryScope>
        ) : (
          <p className="text-sm text-slate-600">
            {/* Not <link>: the Trans parser reads that HTML void element as empty. */}
            <Trans
              t={t}
              i18nKey="reset.incomplete"
              components={{ signin: <Link to="/login" className="font-medium text-brand-700 underline" /> }}
            />
          </p>
        )}
      </div>
    </main>
  );
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPassword>({ defaultValues: { password: '', password_confirmation: '' } });

  const submit = handleSubmit((values) => {
    if (values.password !== values.password_confirmation) {
      setError('password_confirmation', { message: t('reset.mismatch') });
      return;
    }
    resetPassword.mutate(
      { token, email, ...values },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('reset.done'));
          void navigate('/login');
        },
        onError: (error) => {
          showFieldErrors(error, ['password', 'password_confirmation'], setError);
          toast.error(messageOf(error, t('reset.failed')));
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('reset.form_label')} className="space-y-4">
      <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
        <Trans
          t={t}
          i18nKey="reset.for_email"
          values={{ email }}
          components={{ strong: <span className="font-medium text-slate-900" /> }}
        />
      </p>
      <TextField
        label={t('reset.new_password')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('reset.confirm_password')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <Button type="submit" busy={resetPassword.isPending} className="w-full">
        {t('reset.submit')}
      </Button>
    </form>
  );
}
