import { describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect';
import { loadConfig } from '../../src/config';
import { serverDatabase, startServer, waitForHealth } from '../helpers/server-process';
import { freePort } from '../helpers/tcp-proxy';

/*
 * SIGKILL in the middle of writes: after a restart on the same database every write the server
 * acknowledged is there, and none is there in part (each role has its audit entry and the
 * other way round, as they were written in one transaction).
 */
const PASSWORD = 'Crash#Test2026';

describe('a server killed during writes', () => {
  // Two server start-ups and 150 writes: minutes on a busy machine.
  it('keeps every acknowledged write, whole, after a restart', { timeout: 240_000 }, async () => {
    const db = await serverDatabase('crash');
    const env = { DATABASE_URL: db.url, SUPERADMIN_PASSWORD: PASSWORD, DEMO_DATA: 'false' };
    try {
      const port = await freePort();
      const first = startServer({ ...env, PORT: String(port) });
      await waitForHealth(port);
      const base = `http://127.0.0.1:${port}/api`;
      const login = await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'superadmin@example.com', password: PASSWORD }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;

      const acknowledged: string[] = [];
      let n = 0;
      const writer = async () => {
        for (;;) {
          const name = `crash_${n++}`;
          try {
            const res = await fetch(`${base}/superadmin/roles`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ name, description: 'written before the crash' }),
            });
            if (res.status === 201) acknowledged.push(name);
          } catch {
            return; // the server is gone
          }
        }
      };
      const writers = Array.from({ length: 8 }, writer);
      while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 10));
      first.child.kill('SIGKILL');
      await Promise.all(writers);
      await first.exited;

      const again = startServer({ ...env, PORT: String(port) });
      await waitForHealth(port);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);

      const conn = connect(loadConfig({ DATABASE_URL: db.url }).database);
      try {
        const roles = (
          await conn.selectFrom('roles').select('name').where('name', 'like', 'crash_%').execute()
        ).map((r) => r.name);
        const audited = (
          await conn
            .selectFrom('audit_logs')
            .select('description')
            .where('event', '=', 'role_created')
            .execute()
        ).map((a) => /^Role (\S+) created$/.exec(a.description)![1]!);
        expect(acknowledged.filter((name) => !roles.includes(name))).toEqual([]);
        expect([...roles].sort()).toEqual([...audited].sort());
      } finally {
        await conn.destroy();
      }
    } finally {
      await db.drop();
    }
  });
});
