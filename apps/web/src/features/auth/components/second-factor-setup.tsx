import type { SetupSignedIn } from '@school/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesPanel } from '@/components/two-factor/recovery-codes-panel';
import { TwoFactorSetupForm } from '@/components/two-factor/setup-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { signIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useOncePerKey } from '@/lib/use-once-per-key';
import { useConfirmSignInSetup } from '../api/confirm-sign-in-setup';
import { useStartSignInSetup } from '../api/start-sign-in-setup';
import { ticketExpired, useTicketExpiry, type TicketStep } from './sign-in-steps';
import { useFinishSignIn } from './use-finish-sign-in';

interface SecondFactorSetupProps {
  step: TicketStep;
  onSignedIn?: (() => void) | undefined;
  onBack: (expired: boolean) => void;
}

/**
 * The `setup` step: the platform requires a second factor of this administrator, who has none.
 * A secret is made with the ticket, confirmed by a code, and the answer is the session with the
 * recovery codes: those are shown once, and the session is stored only when the person goes on,
 * so neither the sign-in page nor the modal gives way to the console before the codes are saved.
 * Loaded on first use (it brings the QR code and recovery-code pieces).
 */
export default function SecondFactorSetup({ step, onSignedIn, onBack }: SecondFactorSetupProps) {
  const { t } = useTranslation('auth');
  const start = useStartSignInSetup();
  const confirm = useConfirmSignInSetup();
  const finish = useFinishSignIn(onSignedIn);
  const [signedIn, setSignedIn] = useState<SetupSignedIn | null>(null);
  // The ticket is spent once the set-up is confirmed: no expiry after that.
  useTicketExpiry(step.deadline, () => onBack(true), signedIn === null);

  const refused = (error: unknown, fallback: string) => {
    if (ticketExpired(error, step.deadline)) onBack(true);
    else toast.error(messageOf(error, fallback));
  };
  const begin = () =>
    start.mutate(step.ticket, { onError: (error) => refused(error, t('setup.start_failed')) });
  useOncePerKey(step.ticket, begin);

  const goOn = () => {
    if (!signedIn) return;
    signIn(signedIn.token, signedIn.user);
    void finish(signedIn.user);
  };

  return (
    <div className="space-y-4">
      <h2 className="font-medium text-slate-900">{t('setup.heading')}</h2>
      {signedIn ? (
        <RecoveryCodesPanel
          codes={signedIn.recovery_codes}
          account={signedIn.user.email ?? signedIn.user.name}
          doneLabel={t('setup.continue')}
          onDone={goOn}
        />
      ) : (
        <>
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('setup.why')}</p>
          {start.isError ? (
            <div className="space-y-3">
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                {messageOf(start.error, t('setup.start_failed'))}
              </p>
              <Button variant="secondary" onClick={() => begin()}>
                {t('setup.retry')}
              </Button>
            </div>
          ) : start.data ? (
            <TwoFactorSetupForm
              setup={start.data.data}
              busy={confirm.isPending}
              error={confirm.error ? messageOf(confirm.error, t('setup.confirm_failed')) : undefined}
              onConfirm={(code) =>
                confirm.mutate(
                  { ticket: step.ticket, code },
                  {
                    onSuccess: ({ data }) => setSignedIn(data),
                    onError: (error) => refused(error, t('setup.confirm_failed')),
                  },
                )
              }
            />
          ) : (
            <div className="flex justify-center py-6 text-brand-600">
              <Spinner className="size-8" />
            </div>
          )}
          <div className="flex justify-end">
            <button
              type="button"
              className="text-sm font-medium text-slate-600 hover:underline"
              onClick={() => onBack(false)}
            >
              {t('second_factor.back')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
