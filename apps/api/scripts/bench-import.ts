/**
 * The import bench (issue 28): a new school's file of `BENCH_IMPORT_STUDENTS` students (5,000 by
 * default) with their parents (every two students siblings with one father, each with a mother of
 * their own), uploaded, checked (the dry run) and imported all or nothing over real HTTP, each step
 * timed, with the process's peak memory sampled throughout. SQLite in a temporary directory by
 * default; `BENCH_PG_URL=postgres://...` runs it on a new database of that server (dropped after).
 *
 *   npm run bench:import
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connect } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { DEMO_SCHOOL_ADMIN, seedIfEmpty } from '../src/db/seed/demo';
import { csvLine } from '../src/lib/csv';
import { isoNow } from '../src/lib/time';
import { newDatabase } from './bench-database';

const STUDENTS = Number(process.env.BENCH_IMPORT_STUDENTS ?? 5_000);
const CLASSES = 10;
const SECTIONS = ['A', 'B', 'C', 'D'];

const HEADER = [
  'name',
  'email',
  'phone',
  'admission_no',
  'class',
  'section',
  'roll_no',
  'gender',
  'dob',
  'admission_date',
  'parent_names',
  'parent_phones',
  'parent_emails',
];

/** The school's file: every two students share a father, each has a mother of their own. */
function schoolFile(): string {
  const lines = [csvLine(HEADER)];
  for (let i = 0; i < STUDENTS; i++) {
    const family = Math.floor(i / 2);
    const grade = (i % CLASSES) + 1;
    lines.push(
      csvLine([
        `Pupil ${i} Kumar`,
        '',
        '',
        `BI-${i}`,
        `Bench ${grade}`,
        SECTIONS[Math.floor(i / CLASSES) % SECTIONS.length]!,
        String(i),
        i % 2 === 0 ? 'female' : 'male',
        `2014-0${(i % 9) + 1}-1${i % 9}`,
        '2026-04-01',
        `Father ${family}; Mother ${i}`,
        '+91 98450 12345; +91 98450 54321',
        `father-${family}@bench.example; mother-${i}@bench.example`,
      ]),
    );
  }
  return lines.join('');
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'schoolwise-import-bench-'));
  const database = await newDatabase(dir);
  const config: Config = {
    ...loadConfig({
      DATABASE_URL: database.url,
      STORAGE_DIR: path.join(dir, 'storage'),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      NODE_ENV: 'production',
    }),
    webDist: null,
  };
  const engine = config.database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const db = connect(config.database);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, config);
    // The demo school gets the classes and sections the file names.
    const school = await db
      .selectFrom('school_admins')
      .innerJoin('users', 'users.id', 'school_admins.user_id')
      .select('school_admins.school_id')
      .where('users.email', '=', DEMO_SCHOOL_ADMIN.email)
      .executeTakeFirstOrThrow();
    const now = isoNow();
    for (let grade = 1; grade <= CLASSES; grade++) {
      const made = await db
        .insertInto('classes')
        .values({
          school_id: school.school_id,
          name: `Bench ${grade}`,
          grade_level: grade,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('sections')
        .values(
          SECTIONS.map((name) => ({
            school_id: school.school_id,
            class_id: made.id,
            name,
            capacity: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const app = await buildApp(config, { db });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_SCHOOL_ADMIN),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };

    const file = schoolFile();
    const before = process.memoryUsage().rss;
    peak = before;
    const timed = async <T>(what: string, step: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await step();
      console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return result;
    };
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'students.csv');
    const uploaded = await timed(`upload (${mb(Buffer.byteLength(file))} file)`, async () => {
      const res = await fetch(`${address}/api/school/imports/students`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { data: { id: number; columns: (string | null)[] } }).data;
    });
    const post = async (url: string, body: unknown) => {
      const res = await fetch(`${address}${url}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { data: { summary: unknown; result: unknown } }).data;
    };
    const dry = await timed('dry run', () =>
      post(`/api/school/imports/students/${uploaded.id}/check`, { columns: uploaded.columns }),
    );
    console.log('  summary:', JSON.stringify(dry.summary));
    const done = await timed('import (all or nothing)', () =>
      post(`/api/school/imports/students/${uploaded.id}/run`, { only_valid: false }),
    );
    console.log('  result:', JSON.stringify(done.result));
    console.log(
      `memory: ${mb(before)} before the upload, peak ${mb(peak)} (+${mb(peak - before)}); ${STUDENTS} students, ${engine}`,
    );
    await app.close();
  } finally {
    clearInterval(sampler);
    await db.destroy().catch(() => undefined);
    await database.drop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
