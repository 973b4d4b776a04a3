import { sql, type CompiledQuery } from 'kysely';
import type { DB } from '../../src/db/connect';

/**
 * PostgreSQL's plan of a query with sequential scans priced out: a plan that still scans has no
 * index to use, whatever the table's size in the test.
 */
export function postgresPlan(db: DB, query: CompiledQuery): Promise<string> {
  return db.connection().execute(async (conn) => {
    await sql`SET enable_seqscan = off`.execute(conn);
    const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `EXPLAIN ${query.sql}` });
    await sql`RESET enable_seqscan`.execute(conn);
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** SQLite's plan of a query: the detail lines of EXPLAIN QUERY PLAN, one per line. */
export async function sqlitePlan(db: DB, query: CompiledQuery): Promise<string> {
  const rows = await db.executeQuery<{ detail: string }>({
    ...query,
    sql: `EXPLAIN QUERY PLAN ${query.sql}`,
  });
  return rows.rows.map((r) => r.detail).join('\n');
}

/**
 * The statements a read runs through `executeQuery`, as compiled, with their values: the queries
 * compiled once (db/compiled-once.ts), such as a page's related rows, run that way.
 */
export async function statementsRun(db: DB, read: (db: DB) => Promise<unknown>): Promise<CompiledQuery[]> {
  const statements: CompiledQuery[] = [];
  const spy = new Proxy(db, {
    get(target, key) {
      if (key === 'executeQuery') {
        return (query: CompiledQuery) => {
          statements.push(query);
          return target.executeQuery(query);
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  await read(spy);
  return statements;
}

/**
 * A value as a PostgreSQL literal, for the values statements here take (ids, texts, arrays of ids
 * or texts); anything else is refused rather than written wrong.
 */
function literal(value: unknown): string {
  const text = (v: unknown): string => {
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    // Control characters would need escapes an array literal reads differently from JSON.
    if (typeof v === 'string' && [...v].every((c) => c >= ' ')) return v;
    throw new Error(`No literal for ${String(v)} here`);
  };
  const quoted = (v: string) => `'${v.replaceAll("'", "''")}'`;
  if (!Array.isArray(value)) return quoted(text(value));
  return quoted(
    `{${value.map((v) => (typeof v === 'number' ? text(v) : JSON.stringify(text(v)))).join(',')}}`,
  );
}

/**
 * The generic plan PostgreSQL may keep for a statement prepared on a connection (db/connect.ts),
 * one plan for every value, with the values of this run: what a kept statement runs once
 * PostgreSQL stops planning it for each run.
 */
export function postgresGenericPlan(db: DB, query: CompiledQuery): Promise<string> {
  return db.connection().execute(async (conn) => {
    let prepared = false;
    try {
      await sql`SET plan_cache_mode = force_generic_plan`.execute(conn);
      await sql.raw(`PREPARE generic_plan AS ${query.sql}`).execute(conn);
      prepared = true;
      // EXECUTE takes its values as literals: a utility statement has no bound parameters.
      const values = query.parameters.map(literal).join(', ');
      const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>({
        ...query,
        sql: `EXPLAIN ANALYZE EXECUTE generic_plan(${values})`,
        parameters: [],
      });
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      // The connection goes back to the pool as it came.
      if (prepared) await sql`DEALLOCATE generic_plan`.execute(conn);
      await sql`RESET plan_cache_mode`.execute(conn);
    }
  });
}
