import { sql } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import { isoNow } from '../../lib/time';

/** The address of an attempt whose password is still being checked: it counts for no address. */
const PENDING_IP = '';

/**
 * Counts an attempt against its e-mail before the password is checked, so that parallel guesses
 * at one account cannot all pass the count; it counts against the address only once it failed.
 */
export async function recordPendingLogin(db: DB, email: string): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({ email, ip_address: PENDING_IP, created_at: isoNow() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function confirmFailedLogin(db: DB, id: number, ip: string): Promise<void> {
  await db.updateTable('login_attempts').set({ ip_address: ip }).where('id', '=', id).execute();
}

export async function forgetAttempt(db: DB, id: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

/**
 * Serialises sign-in attempts on the same keys until the transaction ends. PostgreSQL needs
 * advisory locks for that (taken in a fixed order, so two attempts cannot deadlock); SQLite runs
 * one write transaction at a time already.
 */
export async function lockLoginKeys(db: DB, keys: string[]): Promise<void> {
  if (!isPostgres(db)) return;
  for (const key of keys) {
    await sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`.execute(db);
  }
}

/**
 * Times of the failures since `since` for this e-mail or this IP, newest first, at most `limit`:
 * enough to tell whether the limit is reached and when the oldest counted one leaves the window.
 */
export async function recentFailures(
  db: DB,
  key: { email: string; ip: string },
  since: string,
  limits: { email: number; ip: number },
): Promise<{ byEmail: string[]; byIp: string[] }> {
  const { email, ip } = key;
  const [byEmail, byIp] = await Promise.all([
    db
      .selectFrom('login_attempts')
      .select('created_at')
      .where('email', '=', email)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(limits.email)
      .execute(),
    db
      .selectFrom('login_attempts')
      .select('created_at')
      .where('ip_address', '=', ip)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(limits.ip)
      .execute(),
  ]);
  return { byEmail: byEmail.map((r) => r.created_at), byIp: byIp.map((r) => r.created_at) };
}

/** A successful sign-in forgives the e-mail's earlier failures (the IP's stay counted). */
export async function clearFailuresForEmail(db: DB, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute();
}

/** Failures older than the window count for nothing; dropping them keeps the table small. */
export async function pruneFailures(db: DB, before: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('created_at', '<', before).execute();
}
