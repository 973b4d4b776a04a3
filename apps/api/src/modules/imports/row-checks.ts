import type { FieldErrors } from '@school/contract';
import { AppError } from '../../lib/app-error';
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

/**
 * A row's check that asks whether values unique on the platform are taken, or, once the caller
 * has met the limit of values refused outside their school (taken-values.service.ts), that
 * limit's message on `field`: this row cannot be checked now, and the file's other rows still are.
 */
export async function orOverProbingLimit(
  field: string,
  check: () => Promise<FieldErrors>,
): Promise<FieldErrors> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return { [field]: [error.message] };
    throw error;
  }
}
