import { z } from 'zod';

/** One signed-in session of the account (Profile, issue 29): a token that has not ended. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  /** From the user agent: "Chrome 131", "Firefox", or null when it names no browser. */
  browser: z.string().nullable(),
  /** From the user agent: "Windows 10", "Android 14", "iOS 18", or null. */
  system: z.string().nullable(),
  ip_address: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

/** How many sessions a call ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
