import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 30 random bytes: 240 bits, 40 characters of base64url. */
export const randomSecret = (): string => randomBytes(30).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Compares two hex digests without leaking, through timing, how much of them matched. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
