import type { FieldErrors } from '@school/contract';

/** Spec 01 section 8: the text shown for a failed call that carries no usable server message. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request. Please check your input.',
  401: 'Unauthorized. Please login again.',
  403: "Access denied. You don't have permission.",
  404: 'Resource not found.',
  409: 'Conflict. This resource already exists.',
  500: 'Server error. Please try again later.',
};

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

export interface FailedResponse {
  /** null when no response arrived at all. */
  status: number | null;
  message?: string | undefined;
  errors?: FieldErrors | undefined;
}

/**
 * Picks the message for a failed call, in the spec's order: the first message of the first field
 * of a 422 errors map, else the server's message, else the text for the status, else the call's
 * own default.
 */
export function errorMessageFor(failure: FailedResponse, fallback: string): string {
  if (failure.status === null) return NETWORK_ERROR_MESSAGE;
  if (failure.status === 422 && failure.errors) {
    const firstField = Object.values(failure.errors)[0];
    const first = firstField?.[0];
    if (first) return first;
  }
  if (failure.message) return failure.message;
  return STATUS_MESSAGES[failure.status] ?? fallback;
}
