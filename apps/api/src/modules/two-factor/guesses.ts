import type { DB } from '../../db/connect';
import { digestsEqual } from '../../lib/secrets';
import { recoveryCodeHash, stepOfCode } from './totp';
import { unusedRecoveryCodes, type SecondFactor } from './two-factor.repository';

/** A code from the authenticator app, or a recovery code (a code wins when both are sent). */
export interface Guess {
  code?: string | undefined;
  recovery_code?: string | undefined;
}

export type GuessVerdict =
  | { ok: true; step: number; recoveryCodeId?: undefined }
  | { ok: true; step?: undefined; recoveryCodeId: number }
  | { ok: false; reason: 'wrong_code' | 'replayed_code' | 'wrong_recovery_code' };

/**
 * Checks a guess at an account's second factor, changing nothing: a code of the current step or
 * one step either side that is newer than the last one accepted (an older or the same step is a
 * replay), or one of the unused recovery codes (compared as digests, in constant time each).
 */
export async function judgeGuess(
  db: DB,
  userId: number,
  factor: SecondFactor & { secret: string },
  guess: Guess,
): Promise<GuessVerdict> {
  if (guess.code !== undefined) {
    const step = await stepOfCode(factor.secret, guess.code);
    if (step === null) return { ok: false, reason: 'wrong_code' };
    if (factor.lastStep !== null && step <= factor.lastStep) return { ok: false, reason: 'replayed_code' };
    return { ok: true, step };
  }
  const digest = recoveryCodeHash(guess.recovery_code ?? '');
  let found: number | undefined;
  for (const code of await unusedRecoveryCodes(db, userId)) {
    if (digestsEqual(code.hash, digest)) found = code.id;
  }
  return found === undefined
    ? { ok: false, reason: 'wrong_recovery_code' }
    : { ok: true, recoveryCodeId: found };
}
