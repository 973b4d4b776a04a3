import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from './database';

/**
 * `column IN (values)` inside a raw statement, built as Kysely's `in` operator so that it is
 * compiled as every IN list is (db/connect.ts: on SQLite its values hidden from the planner).
 * `sql.join` would write the same SQL with the values bound plainly.
 */
export function isIn(column: string, values: readonly (string | number)[]): Expression<SqlBool> {
  return expressionBuilder<Database, keyof Database>()(sql.ref(column), 'in', values);
}
