import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
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
