import type { FieldErrors } from '@school/contract';
import { say } from './i18n';

/**
 * The one error type services throw. The error handler turns it into the envelope and status of
 * server-rules.md, so no route builds an error response by hand. Its message is written in the
 * request's language when it is thrown: `say('errors catalogue key')` (lib/i18n.ts).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (message = say('status.unauthenticated')) => new AppError(401, message);
export const forbidden = (message = say('status.forbidden')) => new AppError(403, message);
/** A school admin whose school the platform has deactivated: at sign-in and on every call. */
export const schoolInactive = () => new AppError(403, say('auth.school_inactive'));
export const notFound = (message = say('status.not_found')) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** 422 whose message is the first broken rule, as Laravel answers. */
export function invalid(errors: FieldErrors): AppError {
  const first = Object.values(errors)[0]?.[0] ?? say('status.invalid_data');
  return new AppError(422, first, errors);
}

export function tooManyRequests(retryAfterSeconds: number, message: string): AppError {
  return new AppError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}
