import type { SortDirection } from '@school/contract';
import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { isPostgres, type DB } from '../db/connect';

/** How one sortable column orders rows, and its direction when the client gives none. */
export interface SortColumn {
  key: (db: DB) => Expression<unknown>;
  natural: SortDirection;
  /** No two rows share the key, so no tie-break is needed. */
  unique?: boolean;
  /** Rows sharing the key are ordered by this one next, the same way (a section's name in its class). */
  then?: SortColumn;
}

/** A list's whitelist of sorts (the contract's enum), each backed by an index ending in id. */
export type SortColumns<S extends string> = Record<S, SortColumn>;

/**
 * A text column ordered case-insensitively and byte-wise: `lower(column)`, in the "C" collation on
 * PostgreSQL, which is SQLite's order, so both engines page alike. The sort indexes are built on
 * the same expression (migration 2026_11_24_0200).
 */
export const byText = (column: string): SortColumn => ({
  key: (db) => (isPostgres(db) ? sql`lower(${sql.ref(column)}) collate "C"` : sql`lower(${sql.ref(column)})`),
  natural: 'asc',
});

/**
 * A text column that may be empty (null), ordered as byText with the empty ones first: the engines
 * disagree on where nulls go (SQLite first, PostgreSQL last). For small tables only: no index
 * serves the expression.
 */
export const byOptionalText = (column: string): SortColumn => ({
  key: (db) => {
    const value = sql`lower(coalesce(${sql.ref(column)}, ''))`;
    return isPostgres(db) ? sql`${value} collate "C"` : value;
  },
  natural: 'asc',
});

/**
 * A column of a few fixed ASCII values (a status, a board), ordered as stored: every collation
 * agrees on them, and the (column, id) index that serves the filter serves the order.
 */
export const byValue = (column: string): SortColumn => ({ key: () => sql.ref(column), natural: 'asc' });

/**
 * A number that may be missing (a grade, a capacity), with the missing ones first or last in
 * ascending order whatever the engine: the engines disagree on where nulls go. Small tables only.
 */
export const byOptionalNumber = (column: string, missing: 'first' | 'last'): SortColumn => ({
  key: () => sql`coalesce(${sql.ref(column)}, ${sql.lit(missing === 'first' ? -2147483648 : 2147483647)})`,
  natural: 'asc',
});

/** Ids grow with creation, so id order is creation order, newest first by default. */
export const byCreation = (idColumn: string): SortColumn => ({
  key: () => sql.ref(idColumn),
  natural: 'desc',
  unique: true,
});

/**
 * Orders a list by the chosen column, then by id the same way: every row has one place, so pages
 * neither repeat nor skip a row when names tie.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list query of any table
export function sortedBy<Q extends SelectQueryBuilder<any, any, any>>(
  db: DB,
  query: Q,
  column: SortColumn,
  direction: SortDirection | undefined,
  idColumn: string,
): Q {
  const way = direction ?? column.natural;
  let ordered = query.orderBy(column.key(db), way) as Q;
  if (column.then) ordered = ordered.orderBy(column.then.key(db), way) as Q;
  return column.unique ? ordered : (ordered.orderBy(sql.ref(idColumn), way) as Q);
}
