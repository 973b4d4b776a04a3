import { sql, type Expression } from 'kysely';
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
 * For this e-mail, its newest `limit` attempts in the window, failed or still being checked; for
 * this IP, its newest `limit` failures: enough to tell whether a limit is reached and when the
 * oldest counted failure leaves the window. An attempt pending since before `since.pending` never
 * finished (its process stopped) and counts for nothing. One query per key, so an attempt decided
 * in the meantime is seen once, as pending or as failed, never in neither.
 */
export async function recentAttempts(
  db: DB,
  key: { email: string; ip: string },
  since: { failures: string; pending: string },
  limits: { email: number; ip: number },
): Promise<{ byEmail: { created_at: string; pending: boolean }[]; byIp: string[] }> {
  const { email, ip } = key;
  const [byEmail, byIp] = await Promise.all([
    db
      .selectFrom('login_attempts')
      .select(['created_at', 'ip_address'])
      .where('email', '=', email)
      .where('created_at', '>', since.failures)
      .where((eb) => eb.or([eb('ip_address', '<>', PENDING_IP), eb('created_at', '>', since.pending)]))
      .orderBy('created_at', 'desc')
      .limit(limits.email)
      .execute(),
    db
      .selectFrom('login_attempts')
      .select('created_at')
      .where('ip_address', '=', ip)
      .where('created_at', '>', since.failures)
      .orderBy('created_at', 'desc')
      .limit(limits.ip)
      .execute(),
  ]);
  return {
    byEmail: byEmail.map((r) => ({ created_at: r.created_at, pending: r.ip_address === PENDING_IP })),
    byIp: byIp.map((r) => r.created_at),
  };
}

/**
 * A successful sign-in forgives the e-mail's earlier failures (the IP's stay counted), not the
 * guesses at it still being checked: those were not made by whoever knew the password.
 */
export async function clearFailuresForEmail(db: DB, email: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('email', '=', email)
    .where('ip_address', '<>', PENDING_IP)
    .execute();
}

/** Failures older than the window count for nothing; dropping them keeps the table small. */
export async function pruneFailures(db: DB, before: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('created_at', '<', before).execute();
}

/**
 * The confirmed failures at an e-mail since then, newest first (columns named by table, so that a
 * page of users can join its users to them: users-list.repository.ts).
 */
export function failuresAt(db: DB, email: Expression<string | null>, since: string) {
  return db
    .selectFrom('login_attempts')
    .select('login_attempts.created_at')
    .where('login_attempts.email', '=', email)
    .where('login_attempts.created_at', '>', since)
    .where('login_attempts.ip_address', '<>', PENDING_IP)
    .orderBy('login_attempts.created_at', 'desc');
}
