import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { connect } from '../../src/db/connect';
import { serverDatabase, startServer, waitForHealth, type ServerProcess } from '../helpers/server-process';
import { freePort } from '../helpers/tcp-proxy';

/*
 * `npm start` with WEB_CONCURRENCY=2: a primary and two workers sharing one port, on the engine
 * the suite runs on. Which process served a request is read from the request log (every line
 * names its pid), so clients see nothing of it.
 */
const PASSWORD = 'Workers#Test2026';
const DEADLINE_MS = 120_000;

interface LogLine {
  pid: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  migrations?: string[];
}

function logLines(server: ServerProcess): LogLine[] {
  return server
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Polls `check` until it returns a value, or fails naming `what` once the deadline passes. */
async function until<T>(what: string, check: () => T | undefined | false): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not within ${DEADLINE_MS} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Pids of the workers that have logged that they listen (the primary logs no such line). */
function listening(server: ServerProcess): number[] {
  return logLines(server)
    .filter((line) => line.msg.startsWith('Server listening'))
    .map((line) => line.pid);
}

/** Pids that served a request to `path` (request log, status included). */
function servedBy(server: ServerProcess, path: string): number[] {
  const lines = logLines(server);
  const ids = new Set(
    lines
      .filter((l) => l.msg === 'incoming request' && l.req?.url === path)
      .map((l) => `${l.pid}/${l.reqId}`),
  );
  return lines
    .filter((l) => l.msg === 'request completed' && ids.has(`${l.pid}/${l.reqId}`))
    .map((l) => l.pid);
}

/** One request on a connection of its own (so the primary hands each to the next worker). */
function send(
  port: number,
  options: { method?: string; path: string; body?: unknown; token?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function startWorkers(databaseUrl: string) {
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '2',
    LOG_LEVEL: 'info',
    SUPERADMIN_PASSWORD: PASSWORD,
    DEMO_DATA: 'false',
    // Every failed sign-in of the test comes from one address.
    LOGIN_IP_MAX_FAILURES: '100000',
  });
  await waitForHealth(port);
  const workers = await until('two workers listening', () => {
    const pids = listening(server);
    return pids.length === 2 && pids;
  });
  return { server, port, workers };
}

async function signIn(port: number): Promise<string> {
  const res = await send(port, {
    method: 'POST',
    path: '/api/login',
    body: { email: 'superadmin@example.com', password: PASSWORD },
  });
  expect(res.status).toBe(200);
  return (JSON.parse(res.body) as { data: { token: string } }).data.token;
}

describe('npm start with two workers', () => {
  it(
    'prepares the database once, serves from both workers, writes from both at once and counts rate limits once',
    { timeout: 300_000 },
    async () => {
      const db = await serverDatabase('workers');
      const { server, port, workers } = await startWorkers(db.url);
      try {
        const primary = server.child.pid!;
        expect(workers).not.toContain(primary);
        expect(new Set(workers).size).toBe(2);

        // Migrated and seeded by the primary alone, and the first-run accounts printed once.
        const migrated = logLines(server).filter((line) => line.msg === 'database migrated');
        expect(migrated.map((line) => line.pid)).toEqual([primary]);
        expect(migrated[0]!.migrations!.length).toBeGreaterThan(0);
        // The primary prints the banner when it hears every worker listen, which may come after the
        // workers' own "listening" lines: wait for its last line rather than race it.
        await until('the first-start banner', () => server.stdout().includes('Super administrator:'));
        expect(server.stdout().match(/First start: accounts created/g)).toHaveLength(1);
        expect(server.stdout().match(/Schoolwise is running on/g)).toHaveLength(1);

        // Writes sent in parallel land on both workers; none is refused by a busy database.
        const token = await signIn(port);
        const statuses = await Promise.all(
          Array.from({ length: 8 }, async (_, writer) => {
            const seen: number[] = [];
            for (let i = 0; i < 15; i++) {
              const res = await send(port, {
                method: 'POST',
                path: '/api/superadmin/roles',
                token,
                body: { name: `workers_${writer}_${i}`, description: 'written by one of two workers' },
              });
              seen.push(res.status);
            }
            return seen;
          }),
        );
        expect(statuses.flat().filter((status) => status !== 201)).toEqual([]);
        await until('writes logged', () => servedBy(server, '/api/superadmin/roles').length === 120);
        expect(new Set(servedBy(server, '/api/superadmin/roles'))).toEqual(new Set(workers));
        const conn = connect(loadConfig({ DATABASE_URL: db.url }).database);
        try {
          const stored = await conn
            .selectFrom('roles')
            .select('name')
            .where('name', 'like', 'workers_%')
            .execute();
          expect(stored).toHaveLength(120);
        } finally {
          await conn.destroy();
        }

        // Failed sign-ins read, then write, in one transaction: from both workers at once, each is
        // answered 401, none refused by a database another process holds.
        const refusals = await Promise.all(
          Array.from({ length: 8 }, async (_, client) => {
            const seen: number[] = [];
            for (let i = 0; i < 15; i++) {
              const res = await send(port, {
                method: 'POST',
                path: '/api/login',
                body: { email: `nobody_${client}_${i}@example.com`, password: 'not the password' },
              });
              seen.push(res.status);
            }
            return seen;
          }),
        );
        expect(refusals.flat().filter((status) => status !== 401)).toEqual([]);
        await until('sign-ins logged', () => servedBy(server, '/api/login').length === 121);
        expect(new Set(servedBy(server, '/api/login'))).toEqual(new Set(workers));

        // 5 reset links per address per 15 minutes, counted for the machine, not per worker.
        const resets: number[] = [];
        for (let i = 0; i < 12; i++) {
          const res = await send(port, {
            method: 'POST',
            path: '/api/forgot-password',
            body: { email: 'nobody@example.com' },
          });
          resets.push(res.status);
        }
        await until('reset requests logged', () => servedBy(server, '/api/forgot-password').length === 12);
        expect(new Set(servedBy(server, '/api/forgot-password'))).toEqual(new Set(workers));
        expect(resets).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(429)]);

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(workers.filter(isAlive)).toEqual([]);
      } finally {
        server.child.kill('SIGKILL');
        await db.drop();
      }
    },
  );

  it(
    'replaces a killed worker, keeps answering, and on SIGTERM finishes a request in flight in every worker, then exits 0',
    { timeout: 300_000 },
    async () => {
      const db = await serverDatabase('workers');
      const { server, port, workers } = await startWorkers(db.url);
      try {
        const [killed, survivor] = workers as [number, number];
        process.kill(killed, 'SIGKILL');
        await until('the killed worker gone', () => !isAlive(killed));
        // While one is missing or starting, every request is still answered.
        for (let i = 0; i < 10; i++) expect((await send(port, { path: '/api/health' })).status).toBe(200);
        const replacement = await until('a replacement worker listening', () =>
          listening(server).find((pid) => !workers.includes(pid)),
        );
        expect(server.stderr()).toContain('a worker died: starting another');
        const alive = [survivor, replacement];
        await until('both workers serving', () => {
          void send(port, { path: '/api/health' });
          const served = new Set(servedBy(server, '/api/health'));
          return alive.every((pid) => served.has(pid));
        });

        // A request whose body is still coming is in flight (its log line names the worker):
        // open such requests, one after the other, until each worker holds one.
        const body = JSON.stringify({ email: 'someone@example.com', password: 'not the password' });
        const logins = () =>
          logLines(server).filter((l) => l.msg === 'incoming request' && l.req?.url === '/api/login');
        const pending: { pid: number; finish: () => Promise<{ status: number; connection: string }> }[] = [];
        while (!alive.every((pid) => pending.some((p) => p.pid === pid))) {
          expect(pending.length).toBeLessThan(30);
          const before = logins().length;
          const req = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/login',
            agent: false,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          });
          const answer = new Promise<{ status: number; connection: string }>((resolve, reject) => {
            req.on('response', (res) => {
              res.resume();
              res.on('end', () =>
                resolve({ status: res.statusCode!, connection: String(res.headers.connection) }),
              );
            });
            req.on('error', reject);
          });
          req.write(body.slice(0, 10));
          const pid = await until('the request in flight logged', () => logins()[before]?.pid);
          pending.push({ pid, finish: () => (req.end(body.slice(10)), answer) });
        }

        server.child.kill('SIGTERM');
        await until('every worker draining', () => {
          const draining = logLines(server)
            .filter((l) => l.msg === 'shutting down: finishing requests in flight')
            .map((l) => l.pid);
          return alive.every((pid) => draining.includes(pid));
        });
        const answers = await Promise.all(pending.map((p) => p.finish()));
        expect(answers.map((a) => a.status)).toEqual(pending.map(() => 401));
        expect(answers.map((a) => a.connection)).toEqual(pending.map(() => 'close'));
        expect(await server.exited).toBe(0);
        expect(alive.filter(isAlive)).toEqual([]);
      } finally {
        server.child.kill('SIGKILL');
        await db.drop();
      }
    },
  );
});
