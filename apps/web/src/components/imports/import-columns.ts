import { IMPORT_COLUMNS, type ImportKind } from '@school/contract';

/** The kind's fields that are required and not matched to any column yet, in the kind's order. */
export function unmatchedRequired(kind: ImportKind, columns: readonly (string | null)[]): string[] {
  const chosen = new Set(columns);
  return IMPORT_COLUMNS[kind].filter((c) => c.required && !chosen.has(c.field)).map((c) => c.field);
}

/** The fields matched to more than one column: the server takes each field from one column. */
export function matchedTwice(columns: readonly (string | null)[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const field of columns) {
    if (field === null) continue;
    if (seen.has(field)) twice.add(field);
    seen.add(field);
  }
  return twice;
}
