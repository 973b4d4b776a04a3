import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';

type FieldProps = ComponentProps<typeof TextField>;

/**
 * The six digits of an authenticator app: a number pad on phones, and the code a phone's
 * keyboard or password manager offers (autocomplete one-time-code). Spaces are allowed: the
 * contract drops those the app shows between groups.
 */
export function OneTimeCodeField(props: FieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={12}
      {...props}
    />
  );
}

/** A recovery code as shown when it was saved (`xxxx-xxxx-xxxx-xxxx`). */
export function RecoveryCodeField(props: FieldProps) {
  return (
    <TextField
      type="text"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={64}
      {...props}
    />
  );
}
