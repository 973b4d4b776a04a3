import { oneTimeCode, recoveryCode } from '@school/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OneTimeCodeField, RecoveryCodeField } from '@/components/two-factor/code-fields';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useLoginSecondFactor } from '../api/login-second-factor';
import { ticketExpired, useTicketExpiry, type TicketStep } from './sign-in-steps';
import { useFinishSignIn } from './use-finish-sign-in';

/** The contract's own check of what was typed: its message, or the value as sent. */
function checked(recovery: boolean, value: string) {
  return (recovery ? recoveryCode : oneTimeCode).safeParse(value);
}

interface SecondFactorCodeFormProps {
  step: TicketStep;
  onSignedIn?: (() => void) | undefined;
  /** Back to the password, on request or because the ticket ran out (`expired`). */
  onBack: (expired: boolean) => void;
}

/**
 * The `code` step: a code from the authenticator app, or one of the recovery codes, exchanged
 * with the password step's ticket for the session.
 */
export function SecondFactorCodeForm({ step, onSignedIn, onBack }: SecondFactorCodeFormProps) {
  const { t } = useTranslation('auth');
  const [recovery, setRecovery] = useState(false);
  const login = useLoginSecondFactor();
  const finish = useFinishSignIn(onSignedIn);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<{ value: string }>({ defaultValues: { value: '' } });
  useTicketExpiry(step.deadline, () => onBack(true));

  const submit = handleSubmit(async ({ value: typed }) => {
    const value = checked(recovery, typed).data ?? typed;
    try {
      const answer = await login.mutateAsync(
        recovery ? { ticket: step.ticket, recovery_code: value } : { ticket: step.ticket, code: value },
      );
      await finish(answer.data.user, answer.message);
    } catch (error) {
      if (ticketExpired(error, step.deadline)) {
        onBack(true);
        return;
      }
      toast.error(messageOf(error, t('second_factor.failed')));
      reset({ value: '' });
      setFocus('value');
    }
  });

  const switchKind = () => {
    setRecovery((was) => !was);
    login.reset();
    reset({ value: '' });
  };

  const Field = recovery ? RecoveryCodeField : OneTimeCodeField;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('second_factor.form_label')}
      className="space-y-4"
    >
      <h2 className="font-medium text-slate-900">{t('second_factor.heading')}</h2>
      <p className="text-sm text-slate-600">
        {recovery ? t('second_factor.recovery_intro') : t('second_factor.code_intro')}
      </p>
      {login.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {messageOf(login.error, t('second_factor.failed'))}
        </p>
      )}
      <Field
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? t('second_factor.recovery_code') : t('second_factor.code')}
        required
        autoFocus
        error={errors.value?.message}
        {...register('value', {
          validate: (value) => {
            const result = checked(recovery, value);
            return result.success || (result.error.issues[0]?.message ?? false);
          },
        })}
      />
      <div className="flex flex-wrap justify-between gap-2">
        <button
          type="button"
          className="text-sm font-medium text-brand-700 hover:underline"
          onClick={switchKind}
        >
          {recovery ? t('second_factor.use_code') : t('second_factor.use_recovery')}
        </button>
        <button
          type="button"
          className="text-sm font-medium text-slate-600 hover:underline"
          onClick={() => onBack(false)}
        >
          {t('second_factor.back')}
        </button>
      </div>
      <Button type="submit" busy={login.isPending} className="w-full">
        {login.isPending ? t('second_factor.submitting') : t('second_factor.submit')}
      </Button>
    </form>
  );
}
