import { SAME_PERSON_FIELD } from '@school/contract';
import { ApiError } from './api-error';

/**
 * The server's question when a new teacher's or parent's e-mail belongs to a person of the school
 * already ("This e-mail belongs to Asha Rao, a teacher here: add them as a parent?"), or null for
 * any other failure. The form asks it and, confirmed, sends the request again with
 * `existing_person: true`.
 */
export function samePersonQuestion(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.fieldErrors[SAME_PERSON_FIELD]?.[0] ?? null;
}
