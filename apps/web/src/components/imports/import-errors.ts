import { ApiError, messageOf } from '@/lib/api-error';

/**
 * Every message of a refusal about `field` (a 422's errors under it), else the refusal's own
 * message: the upload shows all that is wrong with the file, the check all that is wrong with the
 * matching, not only the first.
 */
export function refusalMessages(error: unknown, field: string, fallback: string): string[] {
  const listed = error instanceof ApiError ? error.fieldErrors[field] : undefined;
  return listed && listed.length > 0 ? listed : [messageOf(error, fallback)];
}
