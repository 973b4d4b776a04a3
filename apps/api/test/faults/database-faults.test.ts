import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { consoleSessions } from '../helpers/superadmin';
import { startServer, waitForHealth } from '../helpers/server-process';
import { freePort, startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The database failing under the API. Start-up faults run on every engine (they need no database);
 * connection loss, a hung server and concurrent starts need PostgreSQL and are registered only when
 * the suite runs against one (TEST_DATABASE_URL, as CI's second pass does).
 */
const PG_URL = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = { success: false, message: 'The database is unavailable. Please try again shortly.' };

describe('start-up against a database that cannot be used', () => {
  it('prints one line naming the refused database and exits non-zero', async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://school:s3cret-pass@127.0.0.1:${port}/schoolwise`,
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr().trim()).toBe(
      `Cannot start: the database postgres://school:***@127.0.0.1:${port}/schoolwise refused the connection (is the server running and listening there?).`,
    );
    expect(server.stdout()).toBe('');
  });

  it('gives up on a database that accepts connections but never answers, within the connect timeout', async () => {
    const hung = await startTcpProxy({ host: '127.0.0.1', port: await freePort() });
    hung.hang();
    try {
      // No wall-clock bound: starting Node takes longer than the timeout on a busy machine. A server
      // that waited forever would leave `exited` pending and fail the test at its own time limit.
      const server = startServer({
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://postgres@127.0.0.1:${hung.port}/schoolwise`,
        DB_CONNECT_TIMEOUT_MS: '1000',
      });
      expect(await server.exited).toBe(1);
      expect(server.stderr().trim()).toBe(
        `Cannot start: the database postgres://postgres@127.0.0.1:${hung.port}/schoolwise did not answer within 1000 ms (DB_CONNECT_TIMEOUT_MS).`,
      );
    } finally {
      await hung.close();
    }
  });
});

if (PG_URL) {
  describe('PostgreSQL connections lost under a running API', () => {
    let t: TestApp;
    let admin: pg.Client;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp(
        {},
        {
          beforeReady: (app) => {
            app.get('/api/__test/slow', async () => {
              await sql`SELECT pg_sleep(3)`.execute(app.db);
              return { success: true };
            });
          },
        },
      );
      admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      token = (await consoleSessions(t.app, t.db)).sa;
    });
    afterAll(async () => {
      await admin.end();
      await t.close();
    });

    const terminateAppConnections = async () => {
      const db = new URL(t.config.database.kind === 'postgres' ? t.config.database.url : '').pathname.slice(
        1,
      );
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [db],
      );
      return rows[0]!.n;
    };

    it('survives idle connections being terminated: at worst a 503 each, then every request succeeds', async () => {
      await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/health' })));
      expect(await terminateAppConnections()).toBeGreaterThan(0);
      // A request may still pick a pooled connection before its end is noticed: it fails alone.
      const answers = [];
      for (let i = 0; i < 10; i++)
        answers.push(
          await t.app.inject({
            method: 'GET',
            url: '/api/superadmin/roles/summary',
            headers: { authorization: `Bearer ${token}` },
          }),
        );
      const served = answers.map((a) => a.statusCode);
      expect(served.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(served.slice(-5)).toEqual([200, 200, 200, 200, 200]);
      for (const failed of answers.filter((a) => a.statusCode === 503))
        expect(failed.json()).toEqual(UNAVAILABLE);
    });

    it('answers 503 with the envelope to the request whose connection is cut, then serves again', async () => {
      const slow = t.app.inject({ method: 'GET', url: '/api/__test/slow' });
      // Cut once the slow query is running.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(3)%'",
        );
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await terminateAppConnections();
      const res = await slow;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      // Other pooled connections were cut too; each fails at most one request, then all is well.
      const after = [];
      for (let i = 0; i < 12; i++)
        after.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(after.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(after.slice(-2)).toEqual([200, 200]);
    });
  });

  describe('a PostgreSQL server that stops answering', () => {
    let t: TestApp;
    let proxy: TcpProxy;
    let app: FastifyInstance;
    beforeAll(async () => {
      t = await createTestApp();
      const direct = new URL(t.config.database.kind === 'postgres' ? t.config.database.url : '');
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const viaProxy = new URL(direct);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      app = await buildApp({
        ...loadConfig({
          DATABASE_URL: viaProxy.toString(),
          DB_CONNECT_TIMEOUT_MS: '1000',
          DB_STATEMENT_TIMEOUT_MS: '1500',
          LOG_LEVEL: 'silent',
          STORAGE_DIR: t.config.storageDir,
        }),
        webDist: null,
      });
      await app.ready();
    });
    afterAll(async () => {
      proxy.hang();
      await proxy.close();
      await app.close();
      await t.close();
    });

    it('lets health answer 503 within a few seconds, and sign-in 503 within the statement timeout', async () => {
      const user = await createUser(t.db);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      proxy.hang();
      let started = Date.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(4000);
      started = Date.now();
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
        remoteAddress: freshIp(),
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual(UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(6000);
    });
  });

  describe('two nodes started at once on an empty database', () => {
    const name = `schoolwise_start_${process.pid}_${Date.now().toString(36)}`;
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    let admin: pg.Client;
    beforeAll(async () => {
      admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
    });
    afterAll(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it('both come up healthy, with the schema and the first accounts made once', async () => {
      const ports = [await freePort(), await freePort()];
      const servers = ports.map((port) =>
        startServer({
          PORT: String(port),
          DATABASE_URL: url.toString(),
          SUPERADMIN_PASSWORD: 'Start#Twice2026',
        }),
      );
      try {
        await Promise.all(ports.map((port) => waitForHealth(port)));
        const check = new pg.Client({ connectionString: url.toString() });
        await check.connect();
        try {
          const superadmins = await check.query(
            "SELECT id FROM users WHERE email = 'superadmin@example.com'",
          );
          expect(superadmins.rowCount).toBe(1);
          const migrations = await check.query<{ name: string; n: number }>(
            'SELECT name, count(*)::int AS n FROM kysely_migration GROUP BY name',
          );
          expect(migrations.rows.every((r) => r.n === 1)).toBe(true);
          expect(migrations.rowCount).toBeGreaterThan(5);
        } finally {
          await check.end();
        }
      } finally {
        for (const server of servers) server.child.kill('SIGTERM');
        expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
      }
    });
  });
}
