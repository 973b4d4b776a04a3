import { randomBytes } from 'node:crypto';
import { normalRecoveryCode, RECOVERY_CODE_COUNT } from '@school/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { sha256 } from '../../lib/secrets';

/*
 * Time-based one-time codes (RFC 6238) through otplib, and recovery codes. Nothing here is
 * hand-made crypto: otplib computes and compares the codes (in constant time), node:crypto draws
 * the random bytes.
 */

/** Seconds per code: what every authenticator app shows. */
export const STEP_SECONDS = 30;
/** One step of clock drift either way: the codes of the step before and after are accepted too. */
const DRIFT_SECONDS = STEP_SECONDS;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI an authenticator app takes from the QR code. */
export const otpauthUrl = (issuer: string, label: string, secret: string): string =>
  generateURI({ issuer, label, secret });

/** The QR code of the URI as an SVG document. */
export const qrSvg = (url: string): Promise<string> => QRCode.toString(url, { type: 'svg', margin: 2 });

/**
 * The time step the code belongs to, within one step of now, or null when it matches none. The
 * caller refuses a step it accepted before (replay).
 */
export async function stepOfCode(secret: string, code: string): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(Date.now() / 1000),
    epochTolerance: DRIFT_SECONDS,
  });
  // A TOTP result names the start of the step the code matched.
  return result.valid && 'epoch' in result ? Math.floor(result.epoch / STEP_SECONDS) : null;
}

/** Base32 (RFC 4648) lower case: 5 bits a character, no 0/1/8/9 to confuse with letters. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A set of recovery codes as shown: 80 random bits each, `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    let bits = 0;
    let value = 0;
    let text = '';
    for (const byte of bytes) {
      value = ((value << 8) | byte) & 0xffff;
      bits += 8;
      while (bits >= 5) {
        text += BASE32[(value >>> (bits - 5)) & 31];
        bits -= 5;
      }
    }
    return text.match(/.{4}/g)!.join('-');
  });
}

/** What is stored of a recovery code: the SHA-256 of its normal form (any case, dashes or not). */
export const recoveryCodeHash = (code: string): string => sha256(normalRecoveryCode(code));
