import type { FieldErrors } from '@school/contract';

/** A failed API call, with the message already chosen by the error catalogue. */
export class ApiError extends Error {
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  /** Field errors of a 422 answer (empty otherwise), keyed by field name. */
  readonly fieldErrors: FieldErrors;

  constructor(message: string, status: number | null, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** The message to show for anything a call may throw. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
