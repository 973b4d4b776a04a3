import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchoolAdmin } from '../helpers/factories';
import { as, signIn } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Every connection of the API's PostgreSQL pool plans without parallel workers (db/connect.ts):
 * the setting rides on the connection's startup, so each new pooled connection has it, not only
 * the first. The queries compiled once are kept prepared on the connections that run them. SQLite
 * has neither.
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
  it('plan without parallel workers on every pooled connection', async () => {
    // Held at once, so the pool opens several connections.
    const rows = await Promise.all(
      Array.from({ length: 6 }, () =>
        sql<{ pid: number; workers: string }>`SELECT pg_backend_pid() AS pid,
          current_setting('max_parallel_workers_per_gather') AS workers, pg_sleep(0.05)`.execute(t.db),
      ),
    );
    const seen = rows.map((r) => r.rows[0]!);
    expect(new Set(seen.map((r) => r.pid)).size).toBeGreaterThan(1);
    expect(seen.map((r) => r.workers)).toEqual(seen.map(() => '0'));
  });

  it('keep the token and school lookups prepared, and a session still ends on the next request', async () => {
    const { user } = await createSchoolAdmin(t.db);
    const { token } = await signIn(t.app, user.email, user.password);
    // More than five runs: PostgreSQL then keeps a generic plan for the statement.
    for (let i = 0; i < 8; i++) {
      expect(
        (await as(t.app, token, { method: 'GET', url: '/api/school-admin/dashboard/stats' })).statusCode,
      ).toBe(200);
    }
    const kept = await keptOnConnections();
    expect(kept.some((text) => text.includes('"access_tokens" as "t"'))).toBe(true);
    expect(kept.some((text) => text.includes('from "school_admins"'))).toBe(true);

    // The kept lookup reads what changed since: the revoked session is refused on the next request.
    await t.db.deleteFrom('access_tokens').where('user_id', '=', user.id).execute();
    expect(
      (await as(t.app, token, { method: 'GET', url: '/api/school-admin/dashboard/stats' })).statusCode,
    ).toBe(401);
  });

  it('keep answering after a migration adds a column to a table a kept statement reads', async () => {
    const { user } = await createSchoolAdmin(t.db);
    const { token } = await signIn(t.app, user.email, user.password);
    const dashboard = () => as(t.app, token, { method: 'GET', url: '/api/school-admin/dashboard/stats' });
    for (let i = 0; i < 8; i++) expect((await dashboard()).statusCode).toBe(200);
    await sql`ALTER TABLE users ADD COLUMN later_column text`.execute(t.db);
    await sql`ALTER TABLE schools ADD COLUMN later_column text`.execute(t.db);
    try {
      for (let i = 0; i < 12; i++) expect((await dashboard()).statusCode).toBe(200);
    } finally {
      await sql`ALTER TABLE users DROP COLUMN later_column`.execute(t.db);
      await sql`ALTER TABLE schools DROP COLUMN later_column`.execute(t.db);
    }
  });
});
