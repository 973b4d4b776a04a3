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
