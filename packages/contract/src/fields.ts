import { z } from 'zod';
import { isPhone, PHONE_MESSAGE } from './phone';

/** Field builders with Laravel-style messages, shared by every request schema. */
const label = (field: string) => field.replaceAll('_', ' ');

export const requiredText = (field: string, max = 255) =>
  z
    .string({ error: `The ${label(field)} field is required.` })
    .trim()
    .min(1, `The ${label(field)} field is required.`)
    .max(max, `The ${label(field)} may not be greater than ${max} characters.`);

/** Optional text: blank and null both mean "none" and are stored as null. */
export const optionalText = (field: string, max = 255) =>
  z
    .string({ error: `The ${label(field)} must be a string.` })
    .trim()
    .max(max, `The ${label(field)} may not be greater than ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional phone number (see phone.ts); blank is none. */
export const optionalPhone = () =>
  optionalText('phone').refine((v) => v === null || isPhone(v), PHONE_MESSAGE);

export const requiredEmail = (field = 'email') =>
  requiredText(field).pipe(z.email(`The ${label(field)} must be a valid email address.`));

export const optionalEmail = (field = 'email') =>
  optionalText(field).pipe(z.email(`The ${label(field)} must be a valid email address.`).nullable());

export const isoDate = (field: string) =>
  z
    .string({ error: `The ${label(field)} field is required.` })
    // abort: a malformed value gets this one message, and the date check below never sees it.
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      message: `The ${label(field)} must be a date in the form YYYY-MM-DD.`,
      abort: true,
    })
    // Round-tripping rejects dates that Date.parse quietly rolls over, such as 2024-02-30; a
    // month or day out of range (2024-13-45) gives no date at all, and toISOString would throw.
    .refine(
      (v) => {
        const date = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
      },
      `The ${label(field)} is not a valid date.`,
    );

/** Ids are 32-bit integers in PostgreSQL; a larger number cannot name a row. */
export const MAX_ID = 2_147_483_647;

export const idOf = (field: string) =>
  z.coerce
    .number({ error: `The ${label(field)} field is required.` })
    .int(`The ${label(field)} must be an integer.`)
    .positive(`The selected ${label(field)} is invalid.`)
    .max(MAX_ID, `The selected ${label(field)} is invalid.`);

/**
 * Path parameter `:id`: a canonical decimal integer only, so `/users/01`, `/users/1e3`,
 * `/users/+1` or `/users/0x10` name no row (400) rather than another spelling of one.
 */
export const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(MAX_ID)),
});

/** Free-text search of a list: trimmed, blank means none. */
export const searchTerm = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

/** A yes/no query flag (`with_roles=true`); absent means no. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
