/**
 * Benchmark of every superadmin list against the health check, at scale: 10,000 schools and
 * 100,000 users by default (`BENCH_SCHOOLS`, `BENCH_USERS`, `BENCH_INQUIRIES`), and of the school
 * admin's student, teacher and parent lists on one school of 5,000 students, 300 teachers and
 * 4,000 parents (`BENCH_SCHOOL_STUDENTS`, `BENCH_SCHOOL_TEACHERS`, `BENCH_SCHOOL_PARENTS`), and of
 * the audit log, statistics and dashboards over a year of 500,000 audit entries (`BENCH_AUDIT`),
 * 100,000 more of the demo school (`BENCH_SCHOOL_AUDIT`) and 2,000 notices (`BENCH_NOTICES`), and
 * of deep pages: page 9,999 (past the deepest page a list serves, so refused with 422 at once)
 * and the deepest page served (667 at 15 a page) of the busiest lists. Run:
 * `npm run bench:lists` (SQLite in a temporary folder), or
 * `BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test BENCH_USERS=1000000 npm run bench:lists` on
 * a new PostgreSQL database on that server (dropped afterwards). `BENCH_KEEP=1` keeps the filled
 * database and prints its URL; `BENCH_DATABASE_URL=<that url>` runs on it again (migrated to the
 * latest schema, not refilled), so two builds can be compared on the same rows. `BENCH_CASES`, a
 * regular expression over the case names (`BENCH_CASES='page (667|9999)'`), runs only those.
 * `BENCH_STUDENTS=10000000` (PostgreSQL only) fills the platform at a nation's size instead of the
 * users, schools and trail above (bench-platform-fill.ts: 20,000 schools, `BENCH_PLATFORM_SCHOOLS`,
 * with their students, parents, teachers and `BENCH_PLATFORM_AUDIT` audit entries), and adds the
 * lists of the admins of its schools of 10,000 and of 50 students.
 *
 * Prints requests per second, p50 and p95 latency of each case and checks it against the goal
 * every list must meet (docs/decisions.md, "Lists"): p95 under 20 ms at 10 connections and at
 * least a quarter of the health check's throughput in the same run. Exits 1 when a case misses it.
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
import { DEMO_SCHOOL, DEMO_SCHOOL_ADMIN, seedIfEmpty } from '../src/db/seed/demo';
import { hashPassword } from '../src/lib/passwords';
import { newDatabase } from './bench-database';
import { fillSchool, findBenchSchool } from './bench-school-fill';
import { fillPlatform, PLATFORM_SCHOOLS, platformAdminEmail } from './bench-platform-fill';
import { fillTrail } from './bench-trail-fill';
import {
  benchToday,
  fillAttendance,
  findAttendanceSchool,
  type AttendanceSchool,
} from './bench-attendance-fill';
import { BOARDS, FIRST, LAST, TOWNS } from './bench-names';

const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const INQUIRIES = Number(process.env.BENCH_INQUIRIES ?? 20_000);
/** The demo school at the size of a large school (issue 12): its admin's lists are measured too. */
const SCHOOL_SIZE = {
  students: Number(process.env.BENCH_SCHOOL_STUDENTS ?? 5_000),
  teachers: Number(process.env.BENCH_SCHOOL_TEACHERS ?? 300),
  parents: Number(process.env.BENCH_SCHOOL_PARENTS ?? 4_000),
};
/** A year of audit trail over the filled users and schools, and the demo school's notices. */
const TRAIL = {
  entries: Number(process.env.BENCH_AUDIT ?? 500_000),
  schoolEntries: Number(process.env.BENCH_SCHOOL_AUDIT ?? 100_000),
  notices: Number(process.env.BENCH_NOTICES ?? 2_000),
};
/** A school that takes attendance: its students and school days of registers (issue 26). */
const ATTENDANCE = {
  students: Number(process.env.BENCH_ATTENDANCE_STUDENTS ?? 10_000),
  days: Number(process.env.BENCH_ATTENDANCE_DAYS ?? 200),
};
/** The platform at scale (PostgreSQL): its students, schools and year of audit entries. */
const PLATFORM = process.env.BENCH_STUDENTS
  ? {
      students: Number(process.env.BENCH_STUDENTS),
      schools: Number(process.env.BENCH_PLATFORM_SCHOOLS ?? 20_000),
      auditEntries: Number(process.env.BENCH_PLATFORM_AUDIT ?? 5_000_000),
    }
  : null;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ONLY = new RegExp(process.env.BENCH_CASES ?? '');
const CONNECTIONS = 10;
/** Rows per insert: as many as the engines' bound-parameter limits allow for a wide table. */
const BATCH = 2000;

/** The goal of every list case: p95 under this, and at least this share of health's req/s. */
const GOAL_P95_MS = 20;
const GOAL_SHARE_OF_HEALTH = 0.25;

async function insertInBatches<T>(
  db: DB,
  total: number,
  make: (i: number) => T,
  insert: (db: DB, rows: T[]) => Promise<unknown>,
  batch = BATCH,
) {
  for (let start = 0; start < total; start += batch) {
    const rows = Array.from({ length: Math.min(batch, total - start) }, (_, k) => make(start + k));
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
    // Eighteen columns a row: a thousand rows stay under SQLite's limit of bound parameters.
    1000,
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
  await insertInBatches(
    db,
    INQUIRIES,
    (i) => ({
      name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
      email: `parent${i}@mail.example.com`,
      school: `${TOWNS[i % TOWNS.length]} School`,
      phone: null,
      subject: ['Admissions', 'Fees', 'A demo, please', 'Transport'][i % 4]!,
      message: `Message ${i}: we would like to know more about the platform for our school.`,
      ip_address: '203.0.113.7',
      user_agent: 'bench',
      handled_at: i % 3 === 0 ? at(i, INQUIRIES) : null,
      handled_by: null,
      created_at: at(i, INQUIRIES),
      updated_at: at(i, INQUIRIES),
    }),
    (trx, rows) => trx.insertInto('contact_messages').values(rows).execute(),
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

/**
 * A case's figures. An answer whose status is not in `answers` (200 unless said) is an error; a
 * deep page may be answered 422, the refusal being what is measured.
 */
async function measure(
  url: string,
  name: string,
  pathAndQuery: string,
  token?: string,
  answers: readonly number[] = [200],
  write?: Write,
): Promise<Result> {
  const latencies: number[] = [];
  let unexpected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: url + pathAndQuery,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(write ? { 'content-type': 'application/json' } : {}),
        },
        ...(write ? { method: write.method, body: JSON.stringify(write.body) } : {}),
      },
      (error: Error | null, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, status: number, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (!answers.includes(status)) unexpected++;
    });
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
    errors: result.errors + result.timeouts + unexpected,
  };
}

/** A case that writes: its method and JSON body, sent again and again. */
interface Write {
  method: 'PUT' | 'POST';
  body: unknown;
}

/**
 * Attendance on the school of bench-attendance-fill.ts: a teacher saving a section of 40 (two
 * absent; each save replaces the last) and reading it, the admin's day overview, a student's year,
 * the dashboard and a class's report over the whole year.
 */
const attendanceCases = (
  school: AttendanceSchool,
  today: string,
): ReadonlyArray<readonly [name: string, path: string, who: 'teacher' | 'admin', write?: Write]> => {
  const register = `/api/teacher/sections/${school.sectionId}/attendance/${today}`;
  const absent = school.studentIds.slice(0, 2).map((student_id) => ({ student_id, status: 'absent' }));
  return [
    ['attendance: save 40', register, 'teacher', { method: 'PUT', body: { marks: absent } }],
    ['attendance: section day', register, 'teacher'],
    ['attendance: day overview', `/api/school/attendance?date=${school.lastDay}`, 'admin'],
    ['attendance: student year', `/api/school/students/${school.studentId}/attendance`, 'admin'],
    ['attendance: dashboard', '/api/school-admin/dashboard/stats', 'admin'],
    [
      'attendance: class report',
      `/api/school/attendance/report?date_from=${school.firstDay}&date_to=${school.lastDay}&class_id=${school.classId}`,
      'admin',
    ],
  ];
};

/**
 * The portals on the same school (issue 27): a parent's main page (their two children's first,
 * today, the year's rate, the newest notices) and the one of a child named, a child's year, and a
 * student's own main page. Each screen is one request.
 */
const portalCases = (
  school: AttendanceSchool,
): ReadonlyArray<readonly [name: string, path: string, who: 'parent' | 'student']> => [
  ['portal: parent home', '/api/parent/home', 'parent'],
  ['portal: parent home, second child', `/api/parent/home?student_id=${school.studentIds[1]}`, 'parent'],
  ['portal: child year', `/api/parent/children/${school.studentId}/attendance`, 'parent'],
  ['portal: student home', '/api/student/home', 'student'],
];

/** Each list: first page, search (and a one-letter one), filters, sort, and page 50. */
const CASES: ReadonlyArray<readonly [name: string, path: string]> = [
  // No list: what any signed-in request costs before it touches one (docs/decisions.md, issue 30).
  ['me', '/api/me'],
  ['schools: first page', '/api/superadmin/schools'],
  ['schools: search', '/api/superadmin/schools?search=mysuru&page=20'],
  ['schools: search 1 char', '/api/superadmin/schools?search=m'],
  ['schools: status + board', '/api/superadmin/schools?status=active&board=IB&page=5'],
  ['schools: sort name', '/api/superadmin/schools?sort=name'],
  ['schools: filter+sort p50', '/api/superadmin/schools?status=active&sort=name&direction=desc&page=50'],
  ['users: first page', '/api/superadmin/users'],
  ['users: search', '/api/superadmin/users?search=patel&page=10'],
  ['users: search 2 chars', '/api/superadmin/users?search=pa'],
  ['users: role + status p50', '/api/superadmin/users?role=teacher&status=active&page=50'],
  ['users: sort name', '/api/superadmin/users?sort=name'],
  ['users: filter+sort p50', '/api/superadmin/users?status=active&sort=email&direction=desc&page=50'],
  ['roles: first page', '/api/superadmin/roles'],
  ['roles: search + sort', '/api/superadmin/roles?search=admin&sort=name'],
  ['permissions: first page', '/api/superadmin/permissions'],
  ['permissions: module', '/api/superadmin/permissions?module=users&sort=created_at'],
  ['permissions: search', '/api/superadmin/permissions?search=view'],
  ['inquiries: first page', '/api/superadmin/inquiries'],
  ['inquiries: search', '/api/superadmin/inquiries?search=demo&page=5'],
  ['inquiries: open + sort p50', '/api/superadmin/inquiries?status=open&sort=name&page=50'],
];

/** The audit log (its list and figures) and the platform statistics, on a year of trail. */
const trailCases = (
  userId: number,
  schoolId: number,
): ReadonlyArray<readonly [name: string, path: string]> => {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return [
    ['audit: first page', '/api/superadmin/audit/logs'],
    ['audit: event', '/api/superadmin/audit/logs?event=login_failed'],
    ['audit: user', `/api/superadmin/audit/logs?user_id=${userId}`],
    ['audit: last 7 days p50', `/api/superadmin/audit/logs?date_from=${day(7)}&date_to=${day(0)}&page=50`],
    ['audit: search', '/api/superadmin/audit/logs?search=export'],
    ['audit: activity 30 days', '/api/superadmin/audit/activity?days=30'],
    ['audit: school activity', `/api/superadmin/audit/schools/${schoolId}/activity`],
    ['statistics: overview', '/api/superadmin/statistics'],
    ['statistics: growth monthly', '/api/superadmin/statistics/growth?period=monthly'],
    ['statistics: activity 90', '/api/superadmin/statistics/activity?days=90'],
    ['statistics: top schools', '/api/superadmin/statistics/schools'],
    ['statistics: performance', '/api/superadmin/statistics/performance'],
    ['dashboard: recent activity', '/api/superadmin/statistics/recent-activity'],
  ];
};

/** The school admin's lists, on the demo school filled by bench-school-fill.ts. */
const schoolCases = (
  classId: number,
  sectionId: number,
): ReadonlyArray<readonly [name: string, path: string]> => [
  ['students: first page', '/api/school/students'],
  // One student in eleven is a Patel; "Kabir Reddy student 1234" is one student's whole name.
  ['students: search', '/api/school/students?search=patel'],
  ['students: search rare', '/api/school/students?search=kabir%20reddy%20student%201234'],
  ['students: search 2 chars', '/api/school/students?search=ka'],
  ['students: class + section', `/api/school/students?class_id=${classId}&section_id=${sectionId}`],
  ['students: page 50', '/api/school/students?page=50'],
  ['teachers: first page', '/api/school/teachers'],
  ['teachers: search', '/api/school/teachers?search=patel'],
  ['parents: first page', '/api/school/parents'],
  // A parent's own name or a child's: both searched.
  ['parents: search', '/api/school/parents?search=patel'],
  ['parents: search rare', '/api/school/parents?search=kabir%20reddy%20student%201234'],
  ['classes: first page', '/api/school/classes'],
  ['classes: one class, its students', `/api/school/classes/${classId}/students`],
  ['sections: first page', '/api/school/sections'],
  ['subjects: first page', '/api/school/subjects'],
  ['academic years: first page', '/api/school/academic-years'],
  ['notices: first page', '/api/school/notices'],
  ['school activity: first page', '/api/school/activities'],
  ['school dashboard', '/api/school-admin/dashboard/stats'],
];

/**
 * Pages far down the busiest lists: page 9,999 asks for rows 149,971 to 149,985, which an OFFSET
 * reads and drops one by one (before the depth rule, seconds a request), and page 667 is the
 * deepest a list serves at 15 a page. Either may be answered 422: the refusal is the answer.
 */
const deepCases = (
  userId: number,
  schoolId: number,
): ReadonlyArray<readonly [name: string, path: string]> => [
  ['audit: page 9999', '/api/superadmin/audit/logs?page=9999'],
  ['audit: page 667', '/api/superadmin/audit/logs?page=667'],
  ['audit: event page 9999', '/api/superadmin/audit/logs?event=user_login&page=9999'],
  ['user trail: page 9999', `/api/superadmin/audit/users/${userId}/activity?days=90&page=9999`],
  ['school trail: page 9999', `/api/superadmin/audit/schools/${schoolId}/activity?days=90&page=9999`],
  ['users: page 9999', '/api/superadmin/users?page=9999'],
  ['users: page 667', '/api/superadmin/users?page=667'],
];
const schoolDeepCases: ReadonlyArray<readonly [name: string, path: string]> = [
  ['school activity: page 9999', '/api/school/activities?page=9999'],
  ['school activity: page 667', '/api/school/activities?page=667'],
  ['students: page 9999', '/api/school/students?page=9999'],
];
const DEEP_ANSWERS = [200, 422] as const;

/** A class and one of its sections of a school of the platform fill, for its admin's cases. */
async function findPlatformSchool(db: DB, code: string) {
  const section = await db
    .selectFrom('sections')
    .innerJoin('schools', 'schools.id', 'sections.school_id')
    .select(['sections.id', 'sections.class_id'])
    .where('schools.code', '=', code)
    .orderBy('sections.id')
    .executeTakeFirstOrThrow();
  return { classId: section.class_id, sectionId: section.id };
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'schoolwise-bench-'));
  const reused = process.env.BENCH_DATABASE_URL;
  const database = reused ? { url: reused, drop: async () => undefined } : await newDatabase(dir);
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
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, config);
    if (reused) {
      console.log(`Reusing ${reused} (${engine})`);
    } else {
      const started = Date.now();
      if (PLATFORM) {
        if (config.database.kind !== 'postgres')
          throw new Error('BENCH_STUDENTS fills PostgreSQL only: set BENCH_PG_URL');
        await fillPlatform(config.database.url, PLATFORM, await hashPassword('Password#123'));
      } else {
        await fill(db);
      }
      await fillSchool(db, SCHOOL_SIZE, await hashPassword('Password#123'));
      if (!PLATFORM) await fillTrail(db, TRAIL);
      await fillAttendance(db, ATTENDANCE, await hashPassword('Password#123'), await benchToday(db));
      if (PLATFORM) {
        console.log(
          `Filled ${PLATFORM.schools} schools, ${PLATFORM.students} students with their parents and teachers and ${PLATFORM.auditEntries} audit entries, one school of ${SCHOOL_SIZE.students} students, and a school of ${ATTENDANCE.students} students with ${ATTENDANCE.days} days of attendance in ${((Date.now() - started) / 1000).toFixed(1)} s (${engine})`,
        );
      } else
        console.log(
          `Filled ${SCHOOLS} schools, ${USERS} users and ${INQUIRIES} inquiries, one school of ${SCHOOL_SIZE.students} students, ${SCHOOL_SIZE.teachers} teachers, ${SCHOOL_SIZE.parents} parents and ${TRAIL.notices} notices, ${TRAIL.entries} audit entries (${TRAIL.schoolEntries} more of the demo school), and a school of ${ATTENDANCE.students} students with ${ATTENDANCE.days} days of attendance in ${((Date.now() - started) / 1000).toFixed(1)} s (${engine})`,
        );
    }
    // A live database has planner statistics and (PostgreSQL) a visibility map kept by autovacuum;
    // a bulk load has neither until it is vacuumed and analysed. At ten million students that takes
    // minutes: past the API's statement timeout and its client's wait for an answer, so
    // PostgreSQL's runs on a connection of its own, with neither.
    if (config.database.kind === 'postgres') {
      const client = new pg.Client({ connectionString: config.database.url });
      await client.connect();
      try {
        await client.query('VACUUM ANALYZE');
      } finally {
        await client.end();
      }
    } else {
      await sql`ANALYZE`.execute(db);
    }

    const app = await buildApp(config, { db });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(config.superadmin),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const schoolLogin = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_SCHOOL_ADMIN),
    });
    const schoolToken = ((await schoolLogin.json()) as { data: { token: string } }).data.token;
    const signIn = async (email: string) => {
      const res = await fetch(`${address}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Password#123' }),
      });
      return ((await res.json()) as { data: { token: string } }).data.token;
    };
    const attendanceSchool = await findAttendanceSchool(db);
    const attendanceTokens = {
      admin: await signIn(attendanceSchool.adminEmail),
      teacher: await signIn(attendanceSchool.teacherEmail),
      parent: await signIn(attendanceSchool.parentEmail),
      student: await signIn(attendanceSchool.studentEmail),
    };
    const { classId, sectionId } = await findBenchSchool(db);
    // The platform's largest school (10,000 students) and its smallest (50), with their admins.
    const platformSchool = async (code: string) =>
      PLATFORM
        ? { ...(await findPlatformSchool(db, code)), token: await signIn(platformAdminEmail(code)) }
        : null;
    const largeSchool = await platformSchool(PLATFORM_SCHOOLS.large.code);
    const smallSchool = await platformSchool(PLATFORM_SCHOOLS.small.code);
    // The trail names every filled user and school; the newest of each stands for any.
    const busiest = async (table: 'users' | 'schools') =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id;
    const ok = [200] as const;
    const [userId, schoolId] = [await busiest('users'), await busiest('schools')];
    const { id: demoSchoolId } = await db
      .selectFrom('schools')
      .select('id')
      .where('code', '=', DEMO_SCHOOL.code)
      .executeTakeFirstOrThrow();
    const every: ReadonlyArray<readonly [string, string, string, readonly number[], Write?]> = [
      ...CASES.map(([name, p]) => [name, p, token, ok] as const),
      ...trailCases(userId, schoolId).map(([name, p]) => [name, p, token, ok] as const),
      ...schoolCases(classId, sectionId).map(([name, p]) => [name, p, schoolToken, ok] as const),
      ...(largeSchool
        ? schoolCases(largeSchool.classId, largeSchool.sectionId).map(
            ([name, p]) => [`school of 10,000: ${name}`, p, largeSchool.token, ok] as const,
          )
        : []),
      ...(smallSchool
        ? schoolCases(smallSchool.classId, smallSchool.sectionId).map(
            ([name, p]) => [`school of 50: ${name}`, p, smallSchool.token, ok] as const,
          )
        : []),
      ...deepCases(userId, demoSchoolId).map(([name, p]) => [name, p, token, DEEP_ANSWERS] as const),
      ...schoolDeepCases.map(([name, p]) => [name, p, schoolToken, DEEP_ANSWERS] as const),
      ...attendanceCases(attendanceSchool, await benchToday(db)).map(
        ([name, p, who, write]) => [name, p, attendanceTokens[who], ok, write] as const,
      ),
      ...portalCases(attendanceSchool).map(([name, p, who]) => [name, p, attendanceTokens[who], ok] as const),
    ];
    const cases = every.filter(([name]) => ONLY.test(name));

    // A case answered otherwise than it may be measures an error page: say so and stop.
    for (const [name, p, bearer, answers, write] of cases) {
      const res = await fetch(address + p, {
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(write ? { 'content-type': 'application/json' } : {}),
        },
        ...(write ? { method: write.method, body: JSON.stringify(write.body) } : {}),
      });
      if (!answers.includes(res.status)) {
        throw new Error(`${name}: ${p} answered ${res.status} ${await res.text()}`);
      }
      if (res.status !== 200) {
        const { message } = (await res.json()) as { message: string };
        console.log(`${name}: answered ${res.status} (${message})`);
      }
    }
    const health = await measure(address, 'health', '/api/health');
    const results: Result[] = [];
    for (const [name, p, bearer, answers, write] of cases) {
      results.push(await measure(address, name, p, bearer, answers, write));
    }
    await app.close();

    console.log(
      `\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s each, one process on ${os.cpus().length} cores, ${engine}`,
    );
    console.log(
      `goal: p95 under ${GOAL_P95_MS} ms and at least ${GOAL_SHARE_OF_HEALTH * 100}% of health's req/s`,
    );
    console.log('case                          req/s   p50 ms   p95 ms  vs health  errors  goal');
    const line = (r: Result, goal: string) =>
      console.log(
        `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${(r.rps / health.rps).toFixed(2).padStart(10)} ${String(r.errors).padStart(7)}  ${goal}`,
      );
    line(health, '');
    let missed = 0;
    for (const r of results) {
      const met = r.errors === 0 && r.p95 < GOAL_P95_MS && r.rps >= GOAL_SHARE_OF_HEALTH * health.rps;
      if (!met) missed++;
      line(r, met ? 'met' : 'MISSED');
    }
    console.log(missed === 0 ? '\nEvery case meets the goal.' : `\n${missed} case(s) miss the goal.`);
    if (missed > 0) process.exitCode = 1;
  } finally {
    await db.destroy().catch(() => undefined);
    if (process.env.BENCH_KEEP || reused) console.log(`Kept ${database.url}`);
    else await database.drop();
    // The folder holds a new SQLite database, kept with it; else only this run's uploads.
    if (reused || !process.env.BENCH_KEEP) await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
