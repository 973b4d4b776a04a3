import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, keepPrepared, type DB } from '../../src/db/connect';
import { createSchoolAdmin, createUser } from '../helpers/factories';
import { as, signIn } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Every connection of the API's PostgreSQL pool plans without parallel workers and runs without
 * JIT compilation (db/connect.ts): the settings ride on the connection's startup, so each new
 * pooled connection has them, not only the first. The lookups compiled once are kept prepared on the connections that run them
 * (db/connect.ts).
 * SQLite has neither.
 */

/** What every connection of the pool holds prepared: the pool's ten connections held at once. */
async function keptOnConnections(): Promise<string[]> {
  const rows = await Promise.all(
    Array.from({ length: 10 }, () =>
      sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements, pg_sleep(0.05)
        WHERE name LIKE 'kept_%'`.execute(t.db),
    ),
  );
  return rows.flatMap((r) => r.rows.map((row) => row.statement));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL connections', () => {
  it('plan without parallel workers and run without JIT on every pooled connection', async () => {
    // Held at once, so the pool opens several connections.
    const rows = await Promise.all(
      Array.from({ length: 6 }, () =>
        sql<{ pid: number; workers: string; jit: string }>`SELECT pg_backend_pid() AS pid,
          current_setting('max_parallel_workers_per_gather') AS workers, current_setting('jit') AS jit,
          pg_sleep(0.05)`.execute(t.db),
      ),
    );
    const seen = rows.map((r) => r.rows[0]!);
    expect(new Set(seen.map((r) => r.pid)).size).toBeGreaterThan(1);
    expect(seen.map((r) => [r.workers, r.jit])).toEqual(seen.map(() => ['0', 'off']));
  });

  /** A school admin and a superadmin, signed in, and the reads of both consoles they make. */
  async function consoles() {
    const admin = await createSchoolAdmin(t.db);
    const root = await createUser(t.db, { roles: ['superadmin'] });
    const adminToken = (await signIn(t.app, admin.user.email, admin.user.password)).token;
    const rootToken = (await signIn(t.app, root.email, root.password)).token;
    const reads: [string, string][] = [
      [adminToken, '/api/school-admin/dashboard/stats'],
      [adminToken, '/api/school/students?page=1'],
      [rootToken, '/api/superadmin/users?page=1'],
      [rootToken, '/api/superadmin/roles?page=1'],
      [rootToken, '/api/superadmin/schools?page=1'],
    ];
    /** Each read `times` times; the status codes seen, by URL. */
    const read = async (times: number) => {
      const statuses: Record<string, number[]> = {};
      for (const [token, url] of reads) {
        for (let i = 0; i < times; i++) {
          (statuses[url] ??= []).push((await as(t.app, token, { method: 'GET', url })).statusCode);
        }
      }
      return statuses;
    };
    const allOk = (times: number) =>
      Object.fromEntries(reads.map(([, url]) => [url, Array(times).fill(200)]));
    return { admin, read, allOk };
  }

  it('keep the queries compiled once prepared, and never a page of a list', async () => {
    const { admin, read, allOk } = await consoles();
    // More than five runs: PostgreSQL then keeps a generic plan for a kept statement.
    expect(await read(6)).toEqual(allOk(6));
    const kept = [...new Set(await keptOnConnections())];
    // The token lookup, the school admin's school lookup, and the pages' related rows, which read
    // by the page's ids (one array: `= any`). A list's page is planned for each run: its plan
    // depends on the school it reads (db/connect.ts).
    const tokenLookup = (text: string) => text.includes('"access_tokens" as "t"');
    const schoolLookup = (text: string) => text.includes('from "school_admins" inner join "schools"');
    const byKeys = (text: string) => text.includes('= any($');
    expect(kept.filter(tokenLookup)).toHaveLength(1);
    expect(kept.filter(schoolLookup)).toHaveLength(1);
    // The related rows of the users', roles' and schools' pages read here (the new school's
    // students page is empty: no related rows to read).
    expect(kept.filter(byKeys)).toHaveLength(3);
    expect(kept.filter((text) => !tokenLookup(text) && !schoolLookup(text) && !byKeys(text))).toEqual([]);
    expect(kept.filter((text) => /\boffset\b/i.test(text))).toEqual([]);

    // A kept lookup reads what changed since: the revoked session is refused on the next request.
    await t.db.deleteFrom('access_tokens').where('user_id', '=', admin.user.id).execute();
    const statuses = await read(1);
    expect(statuses['/api/school-admin/dashboard/stats']).toEqual([401]);
    expect(statuses['/api/superadmin/users?page=1']).toEqual([200]);
  });

  it('are replaced after their lifetime, so that a kept statement is planned for its tables as they are now', async () => {
    const config = t.config.database;
    if (config.kind !== 'postgres') throw new Error('a PostgreSQL test');
    const db = connect({ ...config, connectionLifetimeSeconds: 1 });
    const text = 'SELECT "note" FROM "plan_growth" WHERE "id" = any($1)';
    keepPrepared(text);
    /** Runs the kept statement past its five planned runs on this connection. */
    const run = async (conn: DB) => {
      for (let i = 0; i < 6; i++) await conn.executeQuery(CompiledQuery.raw(text, [[1, 2]]));
    };
    /** The plan this connection keeps for the statement, and the connection's backend. */
    const kept = async (conn: DB) => {
      const { rows } = await sql<{ name: string; pid: number }>`SELECT name, pg_backend_pid() AS pid
        FROM pg_prepared_statements WHERE statement = ${text}`.execute(conn);
      const { name, pid } = rows[0]!;
      const plan = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${name}('{1,2}')`).execute(conn);
      return { pid, plan: plan.rows.map((r) => r['QUERY PLAN']).join('\n') };
    };
    try {
      await sql`CREATE TABLE plan_growth (id integer PRIMARY KEY, note text NOT NULL)`.execute(db);
      await sql`INSERT INTO plan_growth SELECT i, 'note ' || i FROM generate_series(1, 3) AS i`.execute(db);
      await sql`ANALYZE plan_growth`.execute(db);
      const first = await db.connection().execute(async (conn) => {
        await run(conn);
        const small = await kept(conn);
        // The table grows, with no ANALYZE since: the plan kept on this connection stays as it was.
        await sql`INSERT INTO plan_growth SELECT i, 'note ' || i FROM generate_series(4, 100000) AS i`.execute(
          conn,
        );
        return { small, grown: await kept(conn) };
      });
      // Planned while the table held three rows: read whole, as it should be then, and still.
      expect(first.small.plan).toMatch(/Seq Scan on plan_growth/);
      expect(first.grown.plan).toMatch(/Seq Scan on plan_growth/);
      // Once the connection is replaced, the statement is planned again: by the index.
      await expect
        .poll(
          async () => (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]!.pid,
          {
            timeout: 10_000,
          },
        )
        .not.toBe(first.small.pid);
      const replanned = await db.connection().execute(async (conn) => {
        await run(conn);
        return kept(conn);
      });
      expect(replanned.pid).not.toBe(first.small.pid);
      expect(replanned.plan).toMatch(
        /Index (Only )?Scan using plan_growth_pkey|Bitmap Index Scan on plan_growth_pkey/,
      );
    } finally {
      await sql`DROP TABLE IF EXISTS plan_growth`.execute(db);
      await db.destroy();
    }
  });

  it('keep answering after a migration adds a column to every table', async () => {
    const { read, allOk } = await consoles();
    expect(await read(6)).toEqual(allOk(6));
    const tables = (
      await sql<{
        name: string;
      }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(t.db)
    ).rows.map((r) => r.name);
    const alterAll = (change: string) =>
      Promise.all(tables.map((table) => sql.raw(`ALTER TABLE "${table}" ${change}`).execute(t.db)));
    await alterAll('ADD COLUMN later_column text');
    try {
      expect(await read(6)).toEqual(allOk(6));
    } finally {
      await alterAll('DROP COLUMN later_column');
    }
  });
});
