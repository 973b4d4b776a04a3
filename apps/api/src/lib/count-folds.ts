import { sql, type Expression, type SqlBool } from 'kysely';
import { isPostgres, type DB } from '../db/connect';
import { foldSchoolSizes } from './school-sizes';

/** A table of kept counts on PostgreSQL: a count is the rows sharing `keys`, its total their `sum`. */
export interface CountTable {
  table: 'row_counts' | 'figure_counts';
  keys: readonly string[];
  sum: string;
}

export const ROW_COUNTS: CountTable = { table: 'row_counts', keys: ['name'], sum: 'delta' };
export const FIGURE_COUNTS: CountTable = {
  table: 'figure_counts',
  keys: ['figure', 'zone', 'day', 'item'],
  sum: 'n',
};

/**
 * Replaces the rows of the counts `which` picks by one row each holding their sum, in one
 * statement (none for a sum of 0). Two folds at once are safe: the second skips the rows the first
 * deleted, so each writes back the sum of the rows it removed and no total changes. Only
 * PostgreSQL's counts pile up (SQLite keeps one row a count), and inside a caller's transaction the
 * fold waits for a later read rather than hold the rows until that transaction ends.
 */
export async function foldCounts(db: DB, counts: CountTable, which: Expression<SqlBool>): Promise<void> {
  if (db.isTransaction || !isPostgres(db)) return;
  const table = sql.table(counts.table);
  const keys = sql.join(counts.keys.map((key) => sql.ref(key)));
  const sum = sql.ref(counts.sum);
  await sql`WITH parts AS (DELETE FROM ${table} WHERE ${which} RETURNING ${keys}, ${sum})
    INSERT INTO ${table} (${keys}, ${sum})
    SELECT ${keys}, sum(${sum}) FROM parts GROUP BY ${keys} HAVING sum(${sum}) <> 0`.execute(db);
}

/** The counts of the table that have more than one row. */
function piled(counts: CountTable): Expression<SqlBool> {
  const keys = sql.join(counts.keys.map((key) => sql.ref(key)));
  return sql<SqlBool>`(${keys}) IN (SELECT ${keys} FROM ${sql.table(counts.table)}
    GROUP BY ${keys} HAVING count(*) > 1)`;
}

/**
 * Folds every kept count that has piled up rows on PostgreSQL, where each writing statement
 * appends its own row to a count instead of waiting on the one row (row_counts, figure_counts,
 * school_size_changes). Reads fold what they read, but some counts are not read for a long time or
 * ever: the figures of the three counted zones that are not the platform's (four rows for every
 * audit entry), the days no window reads again, a school's counters whose lists nobody opens, the
 * school sizes until someone opens the statistics. Each fold is one statement of its own, as the
 * reads' folds are, so it holds the rows it folds for that statement only, and two at once are
 * safe; a count keeps its total. Each server's first worker runs this every COUNT_FOLD_MINUTES
 * (plugins/count-folding.ts). SQLite keeps one row a count: nothing to do.
 */
export async function foldPiledCounts(db: DB): Promise<void> {
  if (!isPostgres(db)) return;
  await foldCounts(db, ROW_COUNTS, piled(ROW_COUNTS));
  await foldCounts(db, FIGURE_COUNTS, piled(FIGURE_COUNTS));
  await foldSchoolSizes(db);
}
