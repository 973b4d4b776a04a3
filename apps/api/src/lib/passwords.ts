import { fieldMessage } from '@school/contract';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane. */
// 2 is Algorithm.Argon2id, a const enum that isolated modules cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** An account without a password (a student not yet invited) matches none, in a decoy's time. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return verifyDecoy(password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verified against when the e-mail is unknown, so that a wrong e-mail costs as much time as a
 * wrong password and the answer's timing does not reveal which accounts exist.
 */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-for-unknown-accounts');
  await verifyPassword(await decoy, password);
  return false;
}

export const SAME_AS_CURRENT_PASSWORD = () => fieldMessage('same_as_current', 'password');

/**
 * Every path that sets a password (one's own change, a reset link, a password set for someone)
 * refuses the one the account already has: a "change" that changes nothing would end the other
 * sessions and reset links while leaving a password someone may know in place.
 */
export const reusesCurrentPassword = (currentHash: string | null, password: string): Promise<boolean> =>
  verifyPassword(currentHash, password);
