import { fieldMessage, oneTimeCode, recoveryCode, type TwoFactorStatus } from '@school/contract';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OneTimeCodeField, RecoveryCodeField } from '@/components/two-factor/code-fields';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError, messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { showFieldErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useNewRecoveryCodes } from '../api/new-recovery-codes';
import { useTurnOffTwoFactor } from '../api/turn-off-two-factor';

// Set up once, codes seen rarely: the QR code and recovery-code pieces load when needed.
const TwoFactorSetupPart = lazy(() => import('./two-factor-setup-part'));
const RecoveryCodesPanel = lazy(() =>
  import('@/components/two-factor/recovery-codes-panel').then((m) => ({ default: m.RecoveryCodesPanel })),
);

type Mode = 'status' | 'setup' | 'new-codes' | 'turn-off';

function Loading() {
  return (
    <div className="flex justify-center py-6 text-brand-600">
      <Spinner className="size-8" />
    </div>
  );
}

/** The contract's own check of a code as typed: true, or its message. */
function codeCheck(recovery: boolean) {
  return (value: string) => {
    const result = (recovery ? recoveryCode : oneTimeCode).safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? false);
  };
}

/**
 * Profile's "Two-factor sign-in" (issue 29): whether it is on, and whether the platform requires
 * it of this account; set it up (QR code, key, a code to confirm, then the recovery codes shown
 * once), make new recovery codes (for a code), or turn it off (for the password and a code).
 */
export function TwoFactorSection() {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const status = useTwoFactorStatus();
  const [mode, setMode] = useState<Mode>('status');
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const account = useSession().user;

  const showCodes = (shown: readonly string[]) => {
    setCodes(shown);
    setMode('status');
  };

  let body: ReactNode;
  if (codes) {
    body = (
      <Suspense fallback={<Loading />}>
        <RecoveryCodesPanel
          codes={codes}
          account={account?.email ?? account?.name ?? ''}
          doneLabel={t('two_factor.done')}
          onDone={() => setCodes(null)}
        />
      </Suspense>
    );
  } else if (status.isPending) {
    body = <Loading />;
  } else if (status.isError) {
    body = (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-red-700">
          {messageOf(status.error, t('two_factor.load_failed'))}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
          {t('two_factor.retry')}
        </Button>
      </div>
    );
  } else if (mode === 'setup') {
    body = (
      <Suspense fallback={<Loading />}>
        <TwoFactorSetupPart
          onConfirmed={({ recovery_codes }) => showCodes(recovery_codes)}
          onCancel={() => setMode('status')}
        />
      </Suspense>
    );
  } else if (mode === 'new-codes') {
    body = <NewCodesForm onDone={showCodes} onCancel={() => setMode('status')} />;
  } else if (mode === 'turn-off') {
    body = (
      <TurnOffForm
        required={status.data.required}
        onDone={() => setMode('status')}
        onCancel={() => setMode('status')}
      />
    );
  } else {
    body = <StatusView status={status.data} onAction={setMode} />;
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4 pt-5">
      <div>
        <h3 id={headingId} className="font-medium text-slate-900">
          {t('two_factor.heading')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('two_factor.intro')}</p>
      </div>
      {body}
    </section>
  );
}

function StatusView({ status, onAction }: { status: TwoFactorStatus; onAction: (mode: Mode) => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {status.enabled ? (
          <>
            <Badge tone="success">{t('two_factor.on')}</Badge>
            {status.enabled_at && (
              <span>{t('two_factor.since', { date: formatDate(status.enabled_at) })}</span>
            )}
            <span>{t('two_factor.codes_left', { count: status.recovery_codes_left })}</span>
          </>
        ) : (
          <Badge tone="neutral">{t('two_factor.off')}</Badge>
        )}
      </p>
      {status.required && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('two_factor.required')}</p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {status.enabled ? (
          <>
            <Button variant="secondary" onClick={() => onAction('new-codes')}>
              {t('two_factor.new_codes')}
            </Button>
            <Button variant="danger" onClick={() => onAction('turn-off')}>
              {t('two_factor.turn_off')}
            </Button>
          </>
        ) : (
          <Button onClick={() => onAction('setup')}>{t('two_factor.set_up')}</Button>
        )}
      </div>
    </div>
  );
}

function NewCodesForm({
  onDone,
  onCancel,
}: {
  onDone: (codes: readonly string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const make = useNewRecoveryCodes();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const submit = handleSubmit(({ code }) =>
    make.mutate(oneTimeCode.safeParse(code).data ?? code, {
      onSuccess: ({ data }) => onDone(data.recovery_codes),
      onError: (error) => {
        resetField('code');
        if (!showFieldErrors(error, ['code'], setError)) {
          setError('code', { type: 'server', message: messageOf(error, t('two_factor.new_codes_failed')) });
        }
        toast.error(messageOf(error, t('two_factor.new_codes_failed')));
      },
    }),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('two_factor.new_codes')}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">{t('two_factor.new_codes_intro')}</p>
      <OneTimeCodeField
        label={t('two_factor.code')}
        required
        autoFocus
        error={errors.code?.message}
        {...register('code', { validate: codeCheck(false) })}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" disabled={make.isPending} onClick={onCancel}>
          {t('two_factor.cancel')}
        </Button>
        <Button type="submit" busy={make.isPending}>
          {t('two_factor.new_codes_submit')}
        </Button>
      </div>
    </form>
  );
}

interface TurnOffValues {
  current_password: string;
  code: string;
}

function TurnOffForm({
  required,
  onDone,
  onCancel,
}: {
  required: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const turnOff = useTurnOffTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    clearErrors,
    formState: { errors },
  } = useForm<TurnOffValues>({ defaultValues: { current_password: '', code: '' } });

  const submit = handleSubmit(({ current_password, code }) => {
    const second = recovery
      ? { recovery_code: recoveryCode.safeParse(code).data ?? code }
      : { code: oneTimeCode.safeParse(code).data ?? code };
    turnOff.mutate(
      { current_password, ...second },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('two_factor.turned_off'));
          onDone();
        },
        onError: (error) => {
          resetField('code');
          showFieldErrors(error, ['current_password', 'code'], setError);
          const recoveryError = error instanceof ApiError ? error.fieldErrors.recovery_code?.[0] : undefined;
          if (recoveryError) setError('code', { type: 'server', message: recoveryError });
          toast.error(messageOf(error, t('two_factor.turn_off_failed')));
        },
      },
    );
  });

  const Field = recovery ? RecoveryCodeField : OneTimeCodeField;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('two_factor.turn_off')}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">{t('two_factor.turn_off_intro')}</p>
      {required && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('two_factor.required')}</p>
      )}
      {turnOff.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {messageOf(turnOff.error, t('two_factor.turn_off_failed'))}
        </p>
      )}
      <TextField
        label={t('two_factor.password')}
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        error={errors.current_password?.message}
        {...register('current_password', { required: fieldMessage('required', 'current_password') })}
      />
      <Field
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? t('two_factor.recovery_code') : t('two_factor.code')}
        required
        error={errors.code?.message}
        {...register('code', { validate: codeCheck(recovery) })}
      />
      <button
        type="button"
        className="text-sm font-medium text-brand-700 hover:underline"
        onClick={() => {
          setRecovery((was) => !was);
          resetField('code');
          clearErrors('code');
        }}
      >
        {recovery ? t('two_factor.use_code') : t('two_factor.use_recovery')}
      </button>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" disabled={turnOff.isPending} onClick={onCancel}>
          {t('two_factor.cancel')}
        </Button>
        <Button type="submit" variant="danger" busy={turnOff.isPending}>
          {t('two_factor.turn_off')}
        </Button>
      </div>
    </form>
  );
}
