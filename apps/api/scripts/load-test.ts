/**
 * Load and durability check of a started server: LOAD_CONNECTIONS (200) connections for
 * LOAD_SECONDS (60) of mixed reads and writes, then every acknowledged write is looked up in the
 * database. Run: `npm run load` (SQLite in a temporary folder), or with
 * `LOAD_PG_URL=postgres://postgres@127.0.0.1:5432/test` on a new PostgreSQL database (dropped after).
 * The server runs as `npm start` would: WEB_CONCURRENCY workers, else one per core.
 * Prints throughput, p95, errors, lost writes and the machine's CPU a request; exits 1 when a write
 * was lost or a 5xx seen.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PASSWORD = 'Load#Test2026';
const WORKERS = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The machine's busy CPU time so far, in ms (all processes: the server, the database, autocannon),
 * from Linux's /proc/stat; undefined elsewhere. Over a run, divided by its requests, it moves less
 * than req/s when the machine's speed does (a shared host).
 */
function busyMs(): number | undefined {
  if (!fs.existsSync('/proc/stat')) return undefined;
  const [user, nice, system, , , irq, softirq] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // Counted in USER_HZ, which Linux fixes at 100 a second for /proc/stat.
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0)) * 10;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schoolwise-load-'));
  const pgServer = process.env.LOAD_PG_URL;
  const pgName = `schoolwise_load_${Date.now()}`;
  let databaseUrl = `sqlite:${path.join(dir, 'load.db')}`;
  if (pgServer) {
    const admin = new pg.Client({ connectionString: pgServer });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pgName}`);
    await admin.end();
    const url = new URL(pgServer);
    url.pathname = `/${pgName}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_CONCURRENCY: String(WORKERS),
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: path.join(dir, 'storage'),
      SUPERADMIN_PASSWORD: PASSWORD,
      DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The banner comes once every worker listens: the load starts on all of them.
  const ready = new Promise<void>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Schoolwise is running on')) resolve();
    });
    server.on('exit', () => reject(new Error('the server did not start')));
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await ready;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@example.com', password: PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const busyBefore = busyMs();
    // One write in four: a role (audited in the same transaction); the rest are list reads.
    let sequence = 0;
    const acknowledged: string[] = [];
    const latencies: number[] = [];
    let serverErrors = 0;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers,
          requests: [
            { method: 'GET', path: '/api/superadmin/roles?page=1' },
            { method: 'GET', path: '/api/superadmin/users?page=1' },
            { method: 'GET', path: '/api/superadmin/permissions?search=view' },
            {
              method: 'POST',
              path: '/api/superadmin/roles',
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({ name: `load_${sequence++}` }),
              }),
              onResponse: (status, body) => {
                if (status === 201)
                  acknowledged.push((JSON.parse(body) as { data: { name: string } }).data.name);
              },
            },
          ],
        },
        (error: Error | null, res) => (error ? reject(error) : resolve(res)),
      );
      instance.on('response', (_client, status, _bytes, responseTime) => {
        latencies.push(responseTime);
        if (status >= 500) serverErrors++;
      });
    });
    const busyAfter = busyMs();
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? NaN;

    const db = connect(loadConfig({ DATABASE_URL: databaseUrl }).database);
    const stored = new Set(
      (await db.selectFrom('roles').select('name').where('name', 'like', 'load_%').execute()).map(
        (r) => r.name,
      ),
    );
    await db.destroy();
    const lost = acknowledged.filter((name) => !stored.has(name)).length;

    console.log(
      `\n${pgServer ? 'PostgreSQL' : 'SQLite'}, ${WORKERS} worker${WORKERS === 1 ? '' : 's'}: ${CONNECTIONS} connections, ${SECONDS} s, mixed reads and writes (1 in 4)`,
    );
    console.log(
      `requests/s ${result.requests.average.toFixed(0)}  p95 ${p95.toFixed(0)} ms  errors ${result.errors}  5xx ${serverErrors}  timeouts ${result.timeouts}`,
    );
    console.log(
      `acknowledged writes ${acknowledged.length}, found ${acknowledged.length - lost}, lost ${lost}`,
    );
    if (busyBefore !== undefined && busyAfter !== undefined && latencies.length > 0) {
      const perRequest = (busyAfter - busyBefore) / latencies.length;
      console.log(`machine CPU a request ${perRequest.toFixed(2)} ms (all processes, /proc/stat)`);
    }
    if (lost > 0 || serverErrors > 0) process.exitCode = 1;
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.on('exit', resolve));
    }
    if (pgServer) {
      const admin = new pg.Client({ connectionString: pgServer });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      await admin.end();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
