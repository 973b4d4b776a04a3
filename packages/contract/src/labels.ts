import ENGLISH_LABELS from './locales/labels/en.json' with { type: 'json' };
import { translateOr } from './i18n/translate';

/**
 * What the forms call each field of a request, keyed by its name in the request: the one place a
 * message names a field (messages.ts builds every message from a label and a rule). The English
 * catalogue `locales/labels/en.json` is the source; each language has its own file
 * (`locales/labels/<lng>.json`, namespace `labels`), and `fieldLabel` reads the caller's.
 */
export const FIELD_LABELS = ENGLISH_LABELS satisfies Record<string, string>;

export type FieldName = keyof typeof FIELD_LABELS;

export const hasLabel = (field: string): field is FieldName => Object.hasOwn(FIELD_LABELS, field);

/**
 * The label of a field: `dob` -> "Date of birth". A nested key (`school_timing.start`,
 * `student_ids.2`) is named by its first part, the field the form shows.
 */
export function fieldLabel(field: string): string {
  const name = field.split('.')[0]!;
  if (hasLabel(name)) return translateOr(`labels:${name}`, FIELD_LABELS[name]);
  // A field missing from the table still reads as words; the message-wording test lists it.
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
