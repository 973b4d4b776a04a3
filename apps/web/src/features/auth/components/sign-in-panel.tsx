import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { ForgotPasswordForm } from './forgot-password-form';
import { SecondFactorCodeForm } from './second-factor-code-form';
import { SignInForm } from './sign-in-form';
import { ticketStepOf, type TicketStep } from './sign-in-steps';

// Set-up at sign-in happens once per administrator: its code (QR code, recovery codes) and its
// messages load only then.
const SecondFactorSetup = lazy(() => import('./second-factor-setup'));

type Step =
  | { name: 'password'; email: string; expired: boolean }
  | { name: 'forgot'; email: string }
  | { name: 'second-factor'; email: string; ticket: TicketStep };

/**
 * Every step of signing in, shared by the sign-in page and the modal: the password (or in its
 * place the forgot-password form), then, for an account with a second factor, its code, or for
 * an administrator the platform requires one of, its set-up (issue 29).
 */
export function SignInPanel({ onSignedIn }: { onSignedIn?: () => void }) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>({ name: 'password', email: '', expired: false });
  const back = (email: string) => (expired: boolean) => setStep({ name: 'password', email, expired });

  switch (step.name) {
    case 'forgot':
      return (
        <ForgotPasswordForm
          initialEmail={step.email}
          onBack={() => setStep({ ...step, name: 'password', expired: false })}
        />
      );
    case 'second-factor':
      return step.ticket.kind === 'code' ? (
        <SecondFactorCodeForm step={step.ticket} onSignedIn={onSignedIn} onBack={back(step.email)} />
      ) : (
        <Suspense
          fallback={
            <div className="flex justify-center py-6 text-brand-600">
              <Spinner className="size-8" />
            </div>
          }
        >
          <SecondFactorSetup step={step.ticket} onSignedIn={onSignedIn} onBack={back(step.email)} />
        </Suspense>
      );
    case 'password':
      return (
        <SignInForm
          initialEmail={step.email}
          notice={step.expired ? t('second_factor.expired') : undefined}
          onSignedIn={onSignedIn}
          onForgotPassword={(email) => setStep({ name: 'forgot', email })}
          onSecondFactor={(answer, email) =>
            setStep({ name: 'second-factor', email, ticket: ticketStepOf(answer) })
          }
        />
      );
  }
}
