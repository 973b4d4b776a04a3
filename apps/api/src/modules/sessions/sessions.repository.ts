import type { DB } from '../../db/connect';
import { isoMinutesAgo, isoNow } from '../../lib/time';

/** A stored session (a row of access_tokens), without its secret. */
export interface SessionRow {
  id: number;
  user_id: number;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
  last_used_at: string;
}

/** How long a session lives: the idle limit (security settings) and the absolute one (config). */
export interface SessionLimits {
  idleMinutes: number;
  maxMinutes: number;
}

const COLUMNS = ['id', 'user_id', 'ip_address', 'user_agent', 'created_at', 'last_used_at'] as const;

/** Whether a session is still alive: plugins/auth.ts refuses (and deletes) any other when presented. */
export function isAlive(row: SessionRow, limits: SessionLimits, now = Date.now()): boolean {
  return (
    row.last_used_at >= isoMinutesAgo(limits.idleMinutes, now) &&
    row.created_at >= isoMinutesAgo(limits.maxMinutes, now)
  );
}

/**
 * Every stored session of the user, last seen first. An expired row lingers until it is presented
 * again (isAlive tells), and is no session of anyone's: callers filter it out.
 */
export async function sessionsOf(db: DB, userId: number): Promise<SessionRow[]> {
  return db
    .selectFrom('access_tokens')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends the given sessions of the user (and nobody else's): how many rows went. */
export async function deleteSessions(db: DB, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('access_tokens')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- Known browsers -------------------------------------------------------------------------

/** Whether the account has any browser on record (none before its first sign-in). */
export async function hasKnownBrowser(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_browsers')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records the browser as seen now. Answers true when it was not known: the insert and the check
 * are one statement, so of two sign-ins from one new browser at once only one finds it new.
 */
export async function rememberBrowser(db: DB, userId: number, browserKey: string): Promise<boolean> {
  const now = isoNow();
  const inserted = await db
    .insertInto('user_browsers')
    .values({ user_id: userId, browser_key: browserKey, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'browser_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return true;
  await db
    .updateTable('user_browsers')
    .set({ last_seen_at: now })
    .where('user_id', '=', userId)
    .where('browser_key', '=', browserKey)
    .execute();
  return false;
}
