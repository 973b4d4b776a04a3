import { useState } from 'react';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

/** The sign-in form, and in its place on request the forgot-password form. */
export function SignInPanel({ onSignedIn }: { onSignedIn?: () => void }) {
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);

  if (forgotEmail !== null) {
    return <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />;
  }
  return <SignInForm onSignedIn={onSignedIn} onForgotPassword={(email) => setForgotEmail(email)} />;
}
