import { translateKey } from './i18n/translate';
import { fieldLabel } from './labels';
import type ENGLISH_VALIDATION from './locales/validation/en.json';

/**
 * Every validation message, as a template per rule: `{{label}}` is the field's label at the start
 * of a sentence, `{{thing}}` the same label inside one, `{{other}}` the label of a second field the
 * rule compares with; other `{{...}}` are the rule's own values. The English catalogue
 * `locales/validation/en.json` is the source; each language has its own file (namespace
 * `validation`), and `fieldMessage` writes in the caller's language. Its `custom` group holds the
 * contract's messages that are not a rule about one field. Only the catalogue's type is imported
 * here (see labels.ts): the text comes through i18next, in the caller's language only.
 */
export type MessageRule = Exclude<keyof typeof ENGLISH_VALIDATION, 'custom'>;

/**
 * A label as it reads inside a sentence: "Date of birth" -> "date of birth"; "SMTP host" stays.
 * Lower-casing is what English, Spanish and French do; Devanagari has no case, so Hindi is unchanged.
 */
export function inSentence(label: string): string {
  return /^.[A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * The message for `field` breaking `rule`: fieldMessage('required', 'dob') is "Date of birth is
 * required.". `other` names a second field by its name, and reads as that field's label.
 */
export function fieldMessage(
  rule: MessageRule,
  field: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const label = fieldLabel(field);
  const values: Record<string, string | number> = { ...params, label, thing: inSentence(label) };
  if (typeof params.other === 'string') values.other = inSentence(fieldLabel(params.other));
  return translateKey(`validation:${rule}`, values);
}

export type CustomMessage = keyof (typeof ENGLISH_VALIDATION)['custom'];

/** A message of the `custom` group (not a rule about one field), in the caller's language. */
export function customMessage(
  key: CustomMessage,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return translateKey(`validation:custom.${key}`, params);
}

/**
 * A message for a zod check, written when a value is checked rather than when the schema is built,
 * so it is in the language of whoever is checking (the API's caller, the form's reader):
 * `z.string(lazy(() => fieldMessage('required', 'dob')))`, `.min(1, lazy(...))`.
 */
export const lazy = (message: () => string) => ({ error: () => message() });

/** `fieldMessage` as a zod check's message, written when a value is checked (see `lazy`). */
export const ruleError = (
  rule: MessageRule,
  field: string,
  params: Readonly<Record<string, string | number>> = {},
) => lazy(() => fieldMessage(rule, field, params));
