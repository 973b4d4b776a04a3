import { sql } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import { ALL_PERMISSIONS_ROLE } from '../access/access-cache';

/*
 * The ledger of CSV exports (table data_exports, docs/decisions.md "Export limits"): one row per
 * export sent, with its rows, read through the (user_id, created_at) index by every API node.
 */

/**
 * Serialises the exports of one account until the transaction ends, so that exports started in
 * parallel each see the rows of those admitted before them. PostgreSQL needs an advisory lock for
 * that (on every node); SQLite runs one transaction at a time on its one connection already.
 */
export async function lockExportsOf(trx: DB, userId: number): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${`data-exports:${userId}`}))`.execute(trx);
  }
}

/** The rows the account has exported since `since` (an ISO instant), over every list. */
export async function rowsExportedSince(db: DB, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('data_exports')
    .select((eb) => eb.fn.sum<number | string | null>('rows').as('rows'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.rows ?? 0);
}

/**
 * When enough of the account's rows exported since `since` leave the window for `needed` more to
 * fit: the time of the oldest export whose rows, with those of every export before it, reach
 * `needed`. Null when even all of them do not (the caller never asks that).
 */
export async function freedBy(db: DB, userId: number, since: string, needed: number): Promise<string | null> {
  const running = db
    .selectFrom('data_exports')
    .select([
      'created_at',
      (eb) =>
        eb.fn
          .sum<number | string>('rows')
          .over((over) => over.orderBy('created_at').orderBy('id'))
          .as('running'),
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .as('running');
  const row = await db
    .selectFrom(running)
    .select('running.created_at')
    .where('running.running', '>=', needed)
    .orderBy('running.created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** Whether the superadmins were already told about the account's exports since `since`. */
export async function noticedSince(db: DB, userId: number, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('data_exports')
    .select('id')
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('noticed', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertExport(
  db: DB,
  values: { user_id: number; resource: string; rows: number; noticed: boolean; created_at: string },
): Promise<void> {
  await db.insertInto('data_exports').values(values).execute();
}

/** The platform's active superadmins that have an e-mail address: who is told of heavy exports. */
export async function superadminsToTell(db: DB) {
  const rows = await db
    .selectFrom('users')
    .innerJoin('role_user', 'role_user.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'role_user.role_id')
    .select(['users.id', 'users.name', 'users.email', 'users.language'])
    .where('roles.name', '=', ALL_PERMISSIONS_ROLE)
    .where('users.status', '=', 'active')
    .where('users.email', 'is not', null)
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ ...row, email: row.email! }));
}
