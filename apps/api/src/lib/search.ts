import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { isPostgres, type DB } from '../db/connect';

/** LIKE wildcards in what a user typed are literal characters. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * "Any of these columns contains the term", case-insensitive in both engines: SQLite's LIKE
 * already ignores ASCII case, PostgreSQL needs ILIKE.
 */
export function containsAny<DBT, TB extends keyof DBT>(
  db: DB,
  eb: ExpressionBuilder<DBT, TB>,
  columns: string[],
  term: string,
): Expression<SqlBool> {
  const pattern = `%${escapeLike(term)}%`;
  const op = isPostgres(db) ? sql.raw('ILIKE') : sql.raw('LIKE');
  return eb.or(columns.map((column) => sql<SqlBool>`${sql.ref(column)} ${op} ${pattern} ESCAPE '\\'`));
}
