import type { FieldErrors } from '@school/contract';
import { i18next } from '@/i18n/i18n';

/**
 * Spec 01 section 8: the statuses that have their own text for a failed call that carries no
 * usable server message; the text is `common:errors.status_<status>`, in the reader's language.
 */
export const STATUSES_WITH_MESSAGES: ReadonlySet<number> = new Set([400, 401, 403, 404, 409, 500]);

/** The text for a failed call with no response at all, in the reader's language. */
export const networkErrorMessage = (): string => i18next.t('common:errors.network');

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
  if (failure.status === null) return networkErrorMessage();
  if (failure.status === 422 && failure.errors) {
    const firstField = Object.values(failure.errors)[0];
    const first = firstField?.[0];
    if (first) return first;
  }
  if (failure.message) return failure.message;
  return STATUSES_WITH_MESSAGES.has(failure.status)
    ? i18next.t(`common:errors.status_${failure.status}`)
    : fallback;
}
