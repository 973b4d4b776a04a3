import i18next from 'i18next';
import type ENGLISH_LABELS from './locales/labels/en.json';
import { translateKey } from './i18n/translate';

/**
 * What the forms call each field of a request, keyed by its name in the request: the one place a
 * message names a field (messages.ts builds every message from a label and a rule). The English
 * catalogue `locales/labels/en.json` is the source; each language has its own file
 * (`locales/labels/<lng>.json`, namespace `labels`), and `fieldLabel` reads the caller's.
 *
 * Only the catalogue's type is imported here, never its text: the web app downloads the labels of
 * its reader's language alone (lazily, through i18next), and the API has every catalogue in its
 * i18next. The catalogue test holds every language to the same keys.
 */
export type FieldName = keyof typeof ENGLISH_LABELS;

/** Whether the labels catalogue names `field` (its keys are the same in every language). */
export const hasLabel = (field: string): field is FieldName =>
  i18next.isInitialized && i18next.exists(`labels:${field}`);

/**
 * The label of a field: `dob` -> "Date of birth". A nested key (`school_timing.start`,
 * `student_ids.2`) is named by its first part, the field the form shows.
 */
export function fieldLabel(field: string): string {
  const name = field.split('.')[0]!;
  if (hasLabel(name)) return translateKey(`labels:${name}`);
  // A field missing from the table still reads as words; the message-wording test lists it.
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
