import { sql } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';

/** The audit event of a refusal because a platform-wide unique value is held outside the caller's school. */
export const VALUE_REFUSED_EVENT = 'unique_value_refused';

/**
 * Serialises the checks of one account until the transaction ends, so that requests sent in
 * parallel each see the refusals of those before them. PostgreSQL needs an advisory lock for that;
 * SQLite runs one transaction at a time on its one connection already.
 */
export async function lockChecksOf(trx: DB, userId: number): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${`taken-values:${userId}`}))`.execute(trx);
  }
}

/**
 * The account's newest `limit` refusals since `since`, newest first: enough to tell whether the
 * limit is reached and when the oldest counted one leaves the window. The audit entries are the
 * counter, read through the (user_id, created_at) index, so every API node counts the same rows.
 */
/**
 * The distinct values refused to the account since `since`, each with its latest refusal, newest
 * first: the same value refused again (a form sent twice, an import's dry run and then its run)
 * is one value, as it tells nothing new.
 */
export async function recentRefusals(
  db: DB,
  userId: number,
  since: string,
): Promise<{ created_at: string; value: string }[]> {
  const rows = await db
    .selectFrom('audit_logs')
    .select(['properties', (eb) => eb.fn.max('created_at').as('created_at')])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .where('event', '=', VALUE_REFUSED_EVENT)
    .groupBy('properties')
    .execute();
  const latest = new Map<string, string>();
  for (const row of rows) {
    const value = (JSON.parse(row.properties ?? '{}') as { value?: string }).value ?? '';
    const at = String(row.created_at);
    if ((latest.get(value) ?? '') < at) latest.set(value, at);
  }
  return [...latest]
    .map(([value, created_at]) => ({ value, created_at }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The account holding this e-mail (stored lower case), other than `exceptUserId`. */
export async function emailHolder(db: DB, email: string, exceptUserId?: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .$if(exceptUserId !== undefined, (q) => q.where('id', '<>', exceptUserId!))
    .executeTakeFirst();
  return row?.id;
}

/** Whether the account is one of the school's own people: a student, parent, teacher or its admin. */
export async function isOfSchool(db: DB, userId: number, schoolId: number): Promise<boolean> {
  const member = (table: 'students' | 'parents' | 'teachers' | 'school_admins') =>
    db.selectFrom(table).select('user_id').where('user_id', '=', userId).where('school_id', '=', schoolId);
  const row = await member('students')
    .unionAll(member('parents'))
    .unionAll(member('teachers'))
    .unionAll(member('school_admins'))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
