import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Every connection of the API's PostgreSQL pool plans without parallel workers (db/connect.ts):
 * the setting rides on the connection's startup, so each new pooled connection has it, not only
 * the first. SQLite has no such setting.
 */

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
});
