import { IMPORT_COLUMNS, type FieldErrors, type ImportKind, fieldLabel } from '@school/contract';
import { labelsInEveryLanguage, say } from '../../lib/i18n';

/*
 * Which of the file's columns holds which field. A header is matched by the field's name as our
 * export writes it ("admission_no") or by its label in any of the four languages ("Admission
 * number", "Número de admisión"), ignoring case, accents, spaces and punctuation; the admin sees
 * the proposal and may change any match before the dry run.
 */

/** "Número de admisión" -> "numero de admision"; "admission_no" -> "admission no". */
function normalized(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The labels a field's column is also known by: a class is the form's class_id, and so on. */
const LABEL_OF: Record<string, string> = { class: 'class_id', section: 'section_id' };

/** Every name a field's header may have, normalized. */
function namesOf(field: string): Set<string> {
  return new Set(
    [field, ...labelsInEveryLanguage(field), ...labelsInEveryLanguage(LABEL_OF[field] ?? field)].map(
      normalized,
    ),
  );
}

const fieldsOf = (kind: ImportKind): readonly { field: string; required: boolean }[] => IMPORT_COLUMNS[kind];

/** The field proposed for each header, in order; a field is proposed for one header at most. */
export function proposedColumns(kind: ImportKind, headers: readonly string[]): (string | null)[] {
  const names = fieldsOf(kind).map(({ field }) => ({ field, names: namesOf(field) }));
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = normalized(header);
    const match = names.find((n) => !taken.has(n.field) && n.names.has(key));
    if (!match) return null;
    taken.add(match.field);
    return match.field;
  });
}

/**
 * What is wrong with a matching the admin sends: not one entry per header, a field the kind does
 * not have, one field on two columns, or a required field on none. Empty when it can be used.
 */
export function columnErrors(
  kind: ImportKind,
  headers: readonly string[],
  columns: readonly (string | null)[],
): FieldErrors {
  const messages: string[] = [];
  if (columns.length !== headers.length) {
    messages.push(say('imports.columns.count', { count: headers.length }));
  }
  const known = new Set(fieldsOf(kind).map((f) => f.field));
  const seen = new Set<string>();
  for (const field of columns) {
    if (field === null) continue;
    if (!known.has(field)) messages.push(say('imports.columns.unknown', { field }));
    else if (seen.has(field)) messages.push(say('imports.columns.twice', { field: fieldLabel(field) }));
    seen.add(field);
  }
  for (const { field, required } of fieldsOf(kind)) {
    if (required && !seen.has(field))
      messages.push(say('imports.columns.required', { field: fieldLabel(field) }));
  }
  return messages.length > 0 ? { columns: messages } : {};
}

/** A row's cells by field, for the fields matched to a column; blank cells are absent. */
export function cellsByField(
  columns: readonly (string | null)[],
  cells: readonly string[],
): Map<string, string> {
  const values = new Map<string, string>();
  columns.forEach((field, i) => {
    const cell = cells[i] ?? '';
    if (field !== null && cell !== '') values.set(field, cell);
  });
  return values;
}
