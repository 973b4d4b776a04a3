import { z } from 'zod';
import { ruleError as m } from './messages';
import { sessionUserSchema } from './auth';

/**
 * Two-factor sign-in (issue 29): time-based one-time codes (RFC 6238: 6 digits, 30-second steps,
 * one step of drift either way) and single-use recovery codes.
 *
 * Sign-in is two calls for an account with a second factor: `POST /api/login` answers a
 * `second_factor` step with a short-lived ticket (not a token: no other route accepts it), and
 * `POST /api/login/second-factor` exchanges the ticket and a code for the session. An
 * administrator who must have a second factor (the security setting `two_factor_auth`) and has
 * none gets a `setup` step instead, and sets one up with the ticket before any session exists.
 */

/** How long the ticket of the password step lives. */
export const SIGN_IN_TICKET_MINUTES = 5;
/** How many recovery codes a set holds; a new set replaces the old one. */
export const RECOVERY_CODE_COUNT = 10;

/** A code from the authenticator app: six digits (spaces the app shows between groups are dropped). */
export const oneTimeCode = z
  .string(m('required', 'code'))
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, m('required', 'code'))
      .regex(/^\d{6}$/, m('one_time_code', 'code')),
  );

/** A recovery code without its dashes and spaces, in lower case: 16 base32 characters (80 bits). */
export const normalRecoveryCode = (v: string): string => v.replace(/[\s-]+/g, '').toLowerCase();

/**
 * A recovery code as shown (`xxxx-xxxx-xxxx-xxxx`, any case, with or without the dashes). One of
 * another form is a typo, not a guess: it is refused as such and counts toward no lockout.
 */
export const recoveryCode = z
  .string(m('required', 'recovery_code'))
  .trim()
  .min(1, m('required', 'recovery_code'))
  .max(64, m('max_length', 'recovery_code', { max: 64 }))
  .refine((v) => /^[a-z2-7]{16}$/.test(normalRecoveryCode(v)), m('recovery_code_format', 'recovery_code'));

const ticket = z.string(m('required', 'ticket')).min(1, m('required', 'ticket')).max(200);

/** The session a sign-in opens: what /login answered before second factors existed. */
export const signedInSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** The password was taken; a second step is needed before a session exists. */
export const secondFactorStepSchema = z.object({
  /** `code`: enter a code (or a recovery code); `setup`: set up a second factor first. */
  second_factor: z.enum(['code', 'setup']),
  /** Single-purpose, for the calls of this step only, until `expires_at`. */
  ticket: z.string(),
  expires_at: z.string(),
});
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

/** `POST /api/login`: a session, or the second step. */
export const loginResponseSchema = z.union([signedInSchema, secondFactorStepSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const needsSecondFactor = (r: LoginResponse): r is SecondFactorStep => 'second_factor' in r;

/** `POST /api/login/second-factor`: the ticket and either a code or a recovery code. */
export const secondFactorLoginRequestSchema = z
  .object({
    ticket,
    code: oneTimeCode.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .refine((v) => v.code !== undefined || v.recovery_code !== undefined, {
    path: ['code'],
    ...m('required', 'code'),
  });
export type SecondFactorLoginRequest = z.infer<typeof secondFactorLoginRequestSchema>;

/** A new secret to add to the authenticator app: as a QR code and as text to type in. */
export const twoFactorSetupSchema = z.object({
  /** Base32, as authenticator apps take it when typed. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  otpauth_url: z.string(),
  /** The QR code of `otpauth_url` as an SVG document. */
  qr_svg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once, when a second factor is confirmed or a new set is made; only hashes are kept. */
export const recoveryCodesSchema = z.object({
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `POST /api/login/second-factor/setup`: the ticket of a `setup` step. */
export const setupTicketRequestSchema = z.object({ ticket });
/** `POST /api/login/second-factor/setup/confirm`: the ticket and a code from the new secret. */
export const setupTicketConfirmRequestSchema = z.object({ ticket, code: oneTimeCode });
/** Its answer: the session, and the recovery codes shown once. */
export const setupSignedInSchema = signedInSchema.extend(recoveryCodesSchema.shape);
export type SetupSignedIn = z.infer<typeof setupSignedInSchema>;

/** `GET /api/me/two-factor`. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  /** Unused recovery codes left (0 when not enabled). */
  recovery_codes_left: z.number().int(),
  /** The security setting requires one of this account (superadmins and school administrators). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `POST /api/me/two-factor/confirm`: a code from the secret of the last set-up. */
export const confirmTwoFactorRequestSchema = z.object({ code: oneTimeCode });
/** `POST /api/me/two-factor/recovery-codes`: a current code, for a new set. */
export const newRecoveryCodesRequestSchema = z.object({ code: oneTimeCode });
/** `POST /api/me/two-factor/off`: the password and a current code (or a recovery code). */
export const turnOffTwoFactorRequestSchema = z
  .object({
    current_password: z
      .string(m('required', 'current_password'))
      .min(1, m('required', 'current_password'))
      .max(200),
    code: oneTimeCode.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .refine((v) => v.code !== undefined || v.recovery_code !== undefined, {
    path: ['code'],
    ...m('required', 'code'),
  });
export type TurnOffTwoFactorRequest = z.infer<typeof turnOffTwoFactorRequestSchema>;
