import { errorEnvelope } from '@school/contract';

/** The success envelope of server-rules.md. */
export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string } {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}

export function done(message: string): { success: true; message: string } {
  return { success: true, message };
}

/** Error answers a route documents, all in the failure envelope. */
export function failures<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelope])) as Record<
    S[number],
    typeof errorEnvelope
  >;
}
