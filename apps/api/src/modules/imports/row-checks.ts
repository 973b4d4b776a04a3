import type { FieldErrors } from '@school/contract';
import type { z } from 'zod';

/*
 * What every kind of row shares: the form's schema asked of a row's values, and its answers
 * keyed by the file's columns rather than by the request's fields.
 */

/** Adds `messages` to `errors[field]`, once each. */
export function addErrors(errors: FieldErrors, field: string, messages: string[]): void {
  const list = (errors[field] ??= []);
  for (const message of messages) if (!list.includes(message)) list.push(message);
}

/**
 * Asks the form's own schema (one validation, not a copy): the values, or the errors keyed by
 * column (`column` renames a request field to the file's column; a field it maps to null is left
 * out, its column having been answered already).
 */
export function parsedWith<S extends z.ZodType>(
  schema: S,
  body: unknown,
  column: (field: string) => string | null,
): { values: z.output<S>; errors: null } | { values: null; errors: FieldErrors } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = column(String(issue.path[0] ?? 'row'));
    if (key !== null) addErrors(errors, key, [issue.message]);
  }
  return { values: null, errors };
}

/** A cell as a choice of the schema's list, which is lower case (gender, status). */
export const choice = (cell: string | undefined) => cell?.toLowerCase();
