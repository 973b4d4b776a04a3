import { z } from 'zod';
import type { FieldName } from './labels';
import { ruleError as m } from './messages';
import { isPhone } from './phone';

/**
 * Field builders shared by every request schema. Their messages name the field by its label
 * (labels.ts), never by its name in the request: "Date of birth is required.", not "The dob field".
 */

export const requiredText = (field: FieldName, max = 255) =>
  z
    .string(m('required', field))
    .trim()
    .min(1, m('required', field))
    .max(max, m('max_length', field, { max }));

/** Optional text: blank and null both mean "none" and are stored as null. */
export const optionalText = (field: FieldName, max = 255) =>
  z
    .string(m('text', field))
    .trim()
    .max(max, m('max_length', field, { max }))
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional phone number (see phone.ts); blank is none. */
export const optionalPhone = (field: FieldName = 'phone') =>
  optionalText(field).refine((v) => v === null || isPhone(v), m('phone', field));

export const requiredEmail = (field: FieldName = 'email') =>
  requiredText(field).pipe(z.email(m('email', field)));

export const optionalEmail = (field: FieldName = 'email') =>
  optionalText(field).pipe(z.email(m('email', field)).nullable());

export const isoDate = (field: FieldName) =>
  z
    .string(m('required', field))
    // abort: a malformed value gets this one message, and the date check below never sees it.
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      ...m('date_format', field),
      abort: true,
    })
    // Round-tripping rejects dates that Date.parse quietly rolls over, such as 2024-02-30; a
    // month or day out of range (2024-13-45) gives no date at all, and toISOString would throw.
    .refine(
      (v) => {
        const date = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
      },
      m('date', field),
    );

/** Ids are 32-bit integers in PostgreSQL; a larger number cannot name a row. */
export const MAX_ID = 2_147_483_647;

/** The id of one row (`class_id`), or of each row of a list (`student_ids`). */
export const idOf = (field: FieldName) => {
  // An item of a list is either a row's id or not: one message for any way of missing it.
  const list = field.endsWith('_ids');
  const selected = m(list ? 'selected_several' : 'selected', field);
  return z.coerce
    .number(list ? selected : m('required', field))
    .int(list ? selected : m('integer', field))
    .positive(selected)
    .max(MAX_ID, selected);
};

/** A yes/no field of a body: `is_current`, `maintenance_mode`. */
export const booleanField = (field: FieldName) => z.boolean(m('boolean', field));

/**
 * A code a school gives things (its own code, a subject's): letters, digits, `-` and `_`, stored
 * in capitals, so codes read alike on every screen and compare without regard to case.
 */
const CODE = /^[A-Za-z0-9_-]+$/;

/** The one rule for codes (schools, subjects): letters, digits, `-` and `_`; the forms check it too. */
export const isCode = (value: string): boolean => CODE.test(value.trim());

export const codeText = (field: FieldName, max: number) =>
  requiredText(field, max)
    .regex(CODE, m('code_chars', field))
    .transform((v) => v.toUpperCase());

/** A code by the same rule, where none may be given (blank or null: none). */
export const optionalCode = (field: FieldName, max: number) =>
  optionalText(field, max)
    .refine((v) => v === null || CODE.test(v), m('code_chars', field))
    .transform((v) => v?.toUpperCase() ?? null);

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
