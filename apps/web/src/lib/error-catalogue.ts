import type { FieldErrors } from '@school/contract';
import { i18next } from '@/i18n/i18n';

/**
 * Spec 01 section 8: the statuses that have their own text for a failed call that carries no
 * usable server message; the text is `common:errors.status_<status>`, in the reader's language.
 */
export const STATUSES_WITH_MESSAGES: ReadonlySet<number> = new Set([400, 401, 403, 404, 409, 500]);

/**
 * A text of the catalogue in the reader's language, or null before the messages are loaded (the
 * platform's settings are read before the first screen): the call's own default then.
 */
const catalogueText = (key: string): string | null => (i18next.isInitialized ? i18next.t(key) : null);

export interface FailedResponse {
  /** null when no response arrived at all. */
  status: number | null;
  message?: string | undefined;
  errors?: FieldErrors | undefined;
}

/**
 * Picks the message for a failed call, in the spec's order: the first message of the first field
 * of a 422 errors map, else the server's message (the API answers in the reader's language), else
 * the text for the status, else the call's own default. Translated when the call fails.
 */
export function errorMessageFor(failure: FailedResponse, fallback: string): string {
  if (failure.status === null) return catalogueText('common:errors.network') ?? fallback;
  if (failure.status === 422 && failure.errors) {
    const firstField = Object.values(failure.errors)[0];
    const first = firstField?.[0];
    if (first) return first;
  }
  if (failure.message) return failure.message;
  const forStatus = STATUSES_WITH_MESSAGES.has(failure.status)
    ? catalogueText(`common:errors.status_${failure.status}`)
    : null;
  return forStatus ?? fallback;
}
