import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
