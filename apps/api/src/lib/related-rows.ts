import type { SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom as postgresArray, jsonObjectFrom as postgresObject } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray, jsonObjectFrom as sqliteObject } from 'kysely/helpers/sqlite';
import { isPostgres, type DB } from '../db/connect';

/**
 * A page's related rows (a user's roles, a role's permissions) are read as JSON columns of one
 * statement over the page's ids, instead of a statement per kind of row: on PostgreSQL each
 * statement costs both sides a wake-up and a protocol exchange whatever it reads (docs/decisions.md,
 * "Round trips"). The statement is compiled once (db/compiled-once.ts), the page's ids one value
 * (`inKeyList`, db/in-list.ts): building it with Kysely and planning it on PostgreSQL cost more than
 * reading the rows ("A page's related rows compiled once"). The subquery names its columns
 * (SQLite's `json_object` needs them) and may be correlated with the outer row. SQLite answers the
 * JSON as text, PostgreSQL parsed: `fromJson` takes either.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's helpers take any subquery.
type Subquery<O> = SelectQueryBuilder<any, any, O>;

/** The subquery's rows in its order, as a JSON array ([] when none). */
export function jsonRows<O>(db: DB, rows: Subquery<O>) {
  return isPostgres(db) ? postgresArray(rows) : sqliteArray(rows);
}

/** The subquery's first row as a JSON object, or null when it has none. */
export function jsonRow<O>(db: DB, row: Subquery<O>) {
  return isPostgres(db) ? postgresObject(row) : sqliteObject(row);
}

/** A JSON column's value, parsed when the engine answered it as text. */
export function fromJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * The related rows of each id asked for, read from the statement's rows by `read`. The statement
 * reads the page's table again, where a row deleted since the page was read is gone: that row is
 * shown as the page read it, with `none` related, as when each kind was read from its own table.
 */
export function relatedByIds<R extends { id: number }, T>(
  ids: readonly number[],
  rows: readonly R[],
  read: (row: R) => T,
  none: T,
): Map<number, T> {
  const found = new Map(rows.map((row) => [row.id, read(row)]));
  return new Map(ids.map((id) => [id, found.get(id) ?? none]));
}
