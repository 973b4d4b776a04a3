/**
 * Benchmark of the superadmin list screens against the health check, on a database of 10,000
 * schools and 100,000 users. Run: `npm run bench:lists` (SQLite in a temporary folder), or
 * `BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:lists` to use a new
 * PostgreSQL database on that server (dropped afterwards). Prints requests per second, p50 and
 * p95 latency for each endpoint and each list's throughput relative to health.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connect, type DB } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedIfEmpty } from '../src/db/seed/demo';
import { hashPassword } from '../src/lib/passwords';

const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const BATCH = 500;

const FIRST = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Ananya',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Vivaan',
  'Zara',
  'Arjun',
  'Kiara',
];
const LAST = [
  'Sharma',
  'Patel',
  'Reddy',
  'Iyer',
  'Khan',
  'Singh',
  'Das',
  'Nair',
  'Gupta',
  'Menon',
  'Bose',
  'Joshi',
];
const TOWNS = ['Pune', 'Mysuru', 'Jaipur', 'Kochi', 'Indore', 'Nagpur', 'Surat', 'Bhopal', 'Patna', 'Ranchi'];
const BOARDS = ['CBSE', 'ICSE', 'State Board', 'IB', 'IGCSE', 'Other'];

async function insertInBatches<T>(
  db: DB,
  total: number,
  make: (i: number) => T,
  insert: (db: DB, rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < total; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, k) => make(start + k));
    await db.transaction().execute((trx) => insert(trx, rows));
  }
}

async function fill(db: DB): Promise<void> {
  const hash = await hashPassword('Password#123');
  const roleIds = Object.fromEntries(
    (await db.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
  );
  const base = Date.parse('2024-01-01T00:00:00Z');
  const at = (i: number, total: number) =>
    new Date(base + Math.floor((i / total) * 600 * 86_400_000)).toISOString();

  const firstSchool =
    (
      await db
        .selectFrom('schools')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0;
  await insertInBatches(
    db,
    SCHOOLS,
    (i) => ({
      name: `${TOWNS[i % TOWNS.length]} ${['Public', 'International', 'Model', 'Central'][i % 4]} School ${i}`,
      code: `B${String(i).padStart(6, '0')}`,
      board: BOARDS[i % BOARDS.length]!,
      email: `office${i}@school${i}.example.com`,
      phone: null,
      address_line1: null,
      address_line2: null,
      city: TOWNS[i % TOWNS.length]!,
      state: null,
      country: 'India',
      postal_code: null,
      website: null,
      establishment_year: null,
      affiliation_number: null,
      logo_path: null,
      active: i % 7 !== 0,
      created_at: at(i, SCHOOLS),
      updated_at: at(i, SCHOOLS),
    }),
    (trx, rows) => trx.insertInto('schools').values(rows).execute(),
  );

  // 100,000 users: 80% students, 15% teachers, 5% school admins (one per school, up to 5,000).
  const firstUser =
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0;
  await insertInBatches(
    db,
    USERS,
    (i) => ({
      name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`,
      email: `user${i}@bench.example.com`,
      phone: null,
      password_hash: hash,
      status: (i % 23 === 0 ? 'suspended' : i % 11 === 0 ? 'inactive' : 'active') as 'active',
      profile_picture: null,
      last_login_at: null,
      email_verified_at: null,
      created_at: at(i, USERS),
      updated_at: at(i, USERS),
    }),
    (trx, rows) => trx.insertInto('users').values(rows).execute(),
  );
  const kindOf = (i: number) => (i % 20 === 0 ? 'school_admin' : i % 20 < 4 ? 'teacher' : 'student');
  await insertInBatches(
    db,
    USERS,
    (i) => ({ role_id: roleIds[kindOf(i)]!, user_id: firstUser + 1 + i, created_at: at(i, USERS) }),
    (trx, rows) => trx.insertInto('role_user').values(rows).execute(),
  );
  const schoolOf = (i: number) => firstSchool + 1 + (i % SCHOOLS);
  const people = Array.from({ length: USERS }, (_, i) => i);
  const students = people.filter((i) => kindOf(i) === 'student');
  await insertInBatches(
    db,
    students.length,
    (k) => students[k]!,
    (trx, is) =>
      trx
        .insertInto('students')
        .values(
          is.map((i) => ({
            school_id: schoolOf(i),
            user_id: firstUser + 1 + i,
            admission_no: `A${i}`,
            roll_no: null,
            dob: null,
            gender: 'female' as const,
            blood_group: null,
            admission_date: null,
            status: 'active' as const,
            created_at: at(i, USERS),
            updated_at: at(i, USERS),
          })),
        )
        .execute(),
  );
  const teachers = people.filter((i) => kindOf(i) === 'teacher');
  await insertInBatches(
    db,
    teachers.length,
    (k) => teachers[k]!,
    (trx, is) =>
      trx
        .insertInto('teachers')
        .values(
          is.map((i) => ({
            school_id: schoolOf(i),
            user_id: firstUser + 1 + i,
            employee_code: `E${i}`,
            qualification: null,
            specialization: null,
            date_of_joining: null,
            gender: null,
            dob: null,
            created_at: at(i, USERS),
            updated_at: at(i, USERS),
          })),
        )
        .execute(),
  );
  const admins = people.filter((i) => kindOf(i) === 'school_admin').slice(0, SCHOOLS);
  await insertInBatches(
    db,
    admins.length,
    (k) => admins[k]!,
    (trx, is) =>
      trx
        .insertInto('school_admins')
        .values(
          is.map((i) => ({
            school_id: firstSchool + 1 + (Math.floor(i / 20) % SCHOOLS),
            user_id: firstUser + 1 + i,
            designation: 'Principal',
            joining_date: '2024-06-01',
            created_at: at(i, USERS),
            updated_at: at(i, USERS),
          })),
        )
        .execute(),
  );
}

interface Result {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

async function measure(url: string, name: string, pathAndQuery: string, token?: string): Promise<Result> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: url + pathAndQuery,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (error: Error | null, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    name,
    path: pathAndQuery,
    rps: result.requests.average,
    p50: pct(50),
    p95: pct(95),
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'schoolwise-bench-'));
  const pgServer = process.env.BENCH_PG_URL;
  const pgName = `schoolwise_bench_${Date.now()}`;
  let databaseUrl = `sqlite:${path.join(dir, 'bench.db')}`;
  if (pgServer) {
    const admin = new pg.Client({ connectionString: pgServer });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pgName}`);
    await admin.end();
    const u = new URL(pgServer);
    u.pathname = `/${pgName}`;
    databaseUrl = u.toString();
  }
  const config: Config = {
    ...loadConfig({
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: path.join(dir, 'storage'),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
    }),
    webDist: null,
  };
  const db = connect(config.database);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, config);
    const started = Date.now();
    await fill(db);
    // A live database has planner statistics and (PostgreSQL) a visibility map kept by autovacuum;
    // a bulk load has neither until it is vacuumed and analysed.
    await sql.raw(pgServer ? 'VACUUM ANALYZE' : 'ANALYZE').execute(db);
    console.log(
      `Filled ${SCHOOLS} schools and ${USERS} users in ${((Date.now() - started) / 1000).toFixed(1)} s (${pgServer ? 'PostgreSQL' : 'SQLite'})`,
    );

    const app = await buildApp(config, { db });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(config.superadmin),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const runs = [
      ['health', '/api/health', undefined],
      ['schools: first page', '/api/superadmin/schools?page=1', token],
      ['schools: search + page', '/api/superadmin/schools?search=mysuru&page=20', token],
      ['schools: status + board', '/api/superadmin/schools?status=active&board=IB&page=5', token],
      ['users: first page', '/api/superadmin/users?page=1', token],
      ['users: search + page', '/api/superadmin/users?search=patel&page=10', token],
      ['users: role + status', '/api/superadmin/users?role=teacher&status=active&page=50', token],
    ] as const;
    const results: Result[] = [];
    for (const [name, p, t] of runs) results.push(await measure(address, name, p, t));
    await app.close();

    const health = results[0]!.rps;
    console.log(
      `\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s each, one process on ${os.cpus().length} cores`,
    );
    console.log('endpoint                  req/s     p50 ms   p95 ms   vs health  errors');
    for (const r of results) {
      console.log(
        `${r.name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${(r.rps / health).toFixed(2).padStart(10)} ${String(r.errors).padStart(7)}`,
      );
    }
    if (results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await db.destroy().catch(() => undefined);
    if (process.env.BENCH_KEEP) {
      console.log(`Kept ${databaseUrl}`);
    } else {
      if (pgServer) {
        const admin = new pg.Client({ connectionString: pgServer });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
        await admin.end();
      }
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
}

await main();
