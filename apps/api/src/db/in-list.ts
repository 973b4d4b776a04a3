import {
  expressionBuilder,
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { isPostgres } from './connect';
import type { Database } from './database';

/**
 * `column IN (values)` inside a raw statement, built as Kysely's `in` operator so that it is
 * compiled as every IN list is (db/connect.ts: on SQLite its values hidden from the planner).
 * `sql.join` would write the same SQL with the values bound plainly.
 */
export function isIn(column: string, values: readonly (string | number)[]): Expression<SqlBool> {
  return expressionBuilder<Database, keyof Database>()(sql.ref(column), 'in', values);
}

/**
 * A list the code fixes (events, statuses, role names), written into the SQL as literals, as
 * booleans are: at most a few texts per statement, each planned once with its values, so the
 * planner's samples of a skewed column (an audit event, an import's status) still pick its plan.
 * Only for constants of the code: a value from a request is bound.
 */
export function fixedList<const T extends string>(values: readonly T[]): RawBuilder<T>[] {
  return values.map((value) => sql.lit(value));
}

/** Keys (a page's ids, counter names) as one bound value: an array on PostgreSQL, JSON text on SQLite. */
export type KeyList = (readonly (number | string)[] | string) & { readonly __keyList: true };

/** The keys, encoded as `inKeyList` reads them on this engine. */
export const keyList = (db: Kysely<Database>, keys: readonly (number | string)[]): KeyList =>
  (isPostgres(db) ? [...keys] : JSON.stringify(keys)) as unknown as KeyList;

/**
 * `column IN (keys)` with the keys as one value, so that the statement is one text whatever their
 * number: a query compiled once (db/compiled-once.ts) over a page's ids. PostgreSQL compares with
 * `= any` of the array; SQLite reads the JSON array with `json_each`.
 */
export function inKeyList(db: Kysely<Database>, column: string, keys: KeyList): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref(column)} = any(${keys})`
    : sql<SqlBool>`${sql.ref(column)} IN (SELECT value FROM json_each(${keys}))`;
}

/**
 * `column = any(array(keys))`, for PostgreSQL only: a condition the query's join already implies,
 * added so that PostgreSQL gathers the keys first (the subquery runs once) and probes the column's
 * index with them. Left to the join, a plan kept for every page (db/connect.ts) hashed the whole
 * joined table on every run: it costs `= any($1)` at some sixty rows whatever the page holds, and
 * sixty index probes cost more than reading a table of a few thousand rows, so the permissions
 * page read every role to find the dozen holding its permissions (0.3 ms a page under `npm run
 * load`, growing with the roles). SQLite plans such a join by the key already, and the list would
 * cost it (70 µs a run instead of 13, over 5,000 roles), so callers add it on PostgreSQL only (`$if`).
 */
export function anyOfKeys<Tables, From extends keyof Tables, Row>(
  column: string,
  keys: SelectQueryBuilder<Tables, From, Row>,
): Expression<SqlBool> {
  // Kysely writes a subquery in parentheses of its own.
  return sql<SqlBool>`${sql.ref(column)} = any(array${keys})`;
}
