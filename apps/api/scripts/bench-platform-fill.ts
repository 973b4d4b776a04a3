/**
 * The platform at a nation's size, for the list bench on PostgreSQL (issue 30): `schools` schools
 * sharing `students` students (one of 10,000 and one of 50, whose admins the bench signs in as,
 * the rest alike), each student with a user, the student role and an enrolment in the current
 * year (12 classes of two sections a school), parents at 0.8 a student (a user, the parent role
 * and a link to their child), teachers at one for 17 students, an admin a school, and a year of
 * `auditEntries` audit entries (each user's last_login_at then their latest sign-in's, as signing
 * in keeps it). Everything is set-based SQL (INSERT ... SELECT over generate_series), on one
 * connection with triggers and foreign-key checks off (session_replication_role = replica: the
 * rows are consistent by construction), the large tables' plain indexes dropped first and built
 * again after; then every maintained count is recounted (recountMaintained) and the tables
 * analysed. Prints how long each step took and the size of the database.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { connect } from '../src/db/connect';
import { enterPeople } from '../src/db/migrations/2026_12_10_0200_create_people_search';
import { countFiguresNow } from '../src/db/migrations/2026_12_10_0300_count_figures';
import { countActiveStudentsNow } from '../src/db/migrations/2026_12_10_0310_count_active_students';
import { countActiveStudentsCreatedNow } from '../src/db/migrations/2026_12_10_0900_count_active_students_per_day';
import { countSchoolSizesNow } from '../src/db/migrations/2026_12_10_1000_keep_school_sizes';
import { COUNTED } from '../src/db/migrations/2026_12_10_0400_count_rows_per_statement';
import { countSeatsNow, forgetSeatCounts } from '../src/db/migrations/2026_12_10_0800_count_section_seats';
import { recountRows } from '../src/db/migrations/row-counters';
import { EVENTS, noteLatestSignIns } from './bench-trail-fill';
import { BOARDS, FIRST, LAST, TOWNS } from './bench-names';

export interface PlatformSize {
  students: number;
  schools: number;
  auditEntries: number;
}

/** The two schools the bench signs in to, first and second of the fill. */
export const PLATFORM_SCHOOLS = {
  large: { code: 'P-LARGE', students: 10_000 },
  small: { code: 'P-SMALL', students: 50 },
} as const;

/** The admin of a filled school (password Password#123). */
export const platformAdminEmail = (code: string) => `admin@${code.toLowerCase()}.bench.example.com`;

const CLASSES = 12;
const SECTIONS = 2;
/** The tables the fill writes most of: their plain indexes are built after it, in one pass each. */
const LARGE_TABLES = [
  'users',
  'role_user',
  'students',
  'enrollments',
  'teachers',
  'parents',
  'parent_student',
  'audit_logs',
];

const list = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`);
/** `values`' entry for the integer `n` (any size), as SQL. */
const pick = (values: readonly string[], n: RawBuilder<unknown>) =>
  sql`(${list(values)})[1 + (${n}) % ${sql.lit(values.length)}]`;
/** An ISO time as the application stores it, `fraction` (0 to 1) of the way from `from` over `days`. */
const isoAt = (from: string, days: number, fraction: RawBuilder<unknown>) =>
  sql`to_char(timestamp ${sql.lit(from)} + (${fraction}) * interval '${sql.raw(String(days))} days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every maintained table filled again from the rows: the fill writes with triggers off. Each
 * table that triggers keep (row counts, the people search, the figures) is counted here by the
 * function its migration backfills with.
 */
export async function recountMaintained(db: Kysely<unknown>): Promise<void> {
  for (const counted of COUNTED) await recountRows(db, counted);
  await forgetSeatCounts(db);
  await countSeatsNow(db);
  await countSchoolSizesNow(db);
  await sql`TRUNCATE people_search, figure_counts, figure_members`.execute(db);
  await enterPeople(db);
  // The figures write their member counts themselves: no trigger may count the members again.
  await sql`SET session_replication_role = replica`.execute(db);
  await countFiguresNow(db);
  await countActiveStudentsNow(db);
  await countActiveStudentsCreatedNow(db);
  await sql`SET session_replication_role = DEFAULT`.execute(db);
}

export async function fillPlatform(url: string, size: PlatformSize, hash: string): Promise<void> {
  const { large, small } = PLATFORM_SCHOOLS;
  const rest = size.students - large.students - small.students;
  const others = size.schools - 2;
  if (others < 1 || rest < others) {
    throw new Error(
      `${size.students} students cannot fill ${size.schools} schools past the two of ${large.students} and ${small.students}`,
    );
  }
  // Statements of minutes: no timeout on this connection.
  const pool = connect({
    kind: 'postgres',
    url,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 24 * 3_600_000,
    connectionLifetimeSeconds: 0,
  });
  const started = Date.now();
  try {
    await pool.connection().execute(async (db) => {
      const step = async (name: string, run: () => Promise<unknown>) => {
        const start = Date.now();
        await run();
        console.log(`  ${name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
      };
      const run = (query: RawBuilder<unknown>) => query.execute(db);
      await run(sql`SET session_replication_role = replica`);
      await run(sql`SET maintenance_work_mem = '1GB'`);
      await run(sql`SET work_mem = '256MB'`);
      await run(sql`SET synchronous_commit = off`);

      const { rows: indexes } = await sql<{ name: string; definition: string }>`
        SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = 'public' AND tablename = ANY(${LARGE_TABLES})
          AND indexname NOT IN (SELECT conname FROM pg_constraint)`.execute(db);
      await step(`drop ${indexes.length} indexes`, async () => {
        for (const index of indexes) await run(sql`DROP INDEX ${sql.id(index.name)}`);
      });

      const next = async (table: string) =>
        Number(
          (await sql<{ id: number | null }>`SELECT max(id) AS id FROM ${sql.table(table)}`.execute(db))
            .rows[0]!.id ?? 0,
        );
      const base = {
        school: await next('schools'),
        user: await next('users'),
        student: await next('students'),
        teacher: await next('teachers'),
        parent: await next('parents'),
        year: await next('academic_years'),
        class: await next('classes'),
        section: await next('sections'),
      };
      // The plan: each school's students, teachers and parents, and how many of each come before it.
      await run(sql`CREATE TEMPORARY TABLE fill_plan AS
        SELECT n, ${sql.lit(base.school)} + n AS school_id, students, teachers, parents,
          sum(students) OVER w - students AS students_before,
          sum(teachers) OVER w - teachers AS teachers_before,
          sum(parents) OVER w - parents AS parents_before
        FROM (
          SELECT n, students, (students + 16) / 17 AS teachers, students * 4 / 5 AS parents FROM (
            SELECT n, CASE n WHEN 1 THEN ${sql.lit(large.students)} WHEN 2 THEN ${sql.lit(small.students)}
              ELSE ${sql.lit(Math.floor(rest / others))} + CASE WHEN n - 2 <= ${sql.lit(rest % others)} THEN 1 ELSE 0 END END AS students
            FROM generate_series(1, ${sql.lit(size.schools)}) AS n) AS sized) AS counted
        WINDOW w AS (ORDER BY n)`);
      const { rows: totals } = await sql<{ teachers: string; parents: string }>`
        SELECT sum(teachers) AS teachers, sum(parents) AS parents FROM fill_plan`.execute(db);
      const teachers = Number(totals[0]!.teachers);
      const parents = Number(totals[0]!.parents);
      // Users in blocks: the admins, the students, the parents, the teachers.
      const firstUser = {
        admin: base.user,
        student: base.user + size.schools,
        parent: base.user + size.schools + size.students,
        teacher: base.user + size.schools + size.students + parents,
      };
      const lit = (n: number) => sql.lit(n);

      await step(`${size.schools} schools, their years, classes, sections and admins`, async () => {
        await run(sql`INSERT INTO schools (id, name, code, board, email, city, country, active, created_at, updated_at)
          SELECT school_id,
            ${pick(TOWNS, sql`n`)} || ' ' || ${pick(['Public', 'International', 'Model', 'Central'], sql`n`)} || ' School ' || n,
            CASE n WHEN 1 THEN ${large.code} WHEN 2 THEN ${small.code} ELSE 'P' || lpad(n::text, 6, '0') END,
            ${pick(BOARDS, sql`n`)}, 'office' || n || '@platform' || n || '.example.com', ${pick(TOWNS, sql`n`)}, 'India',
            n <= 2 OR n % 7 <> 0, ${isoAt('2023-01-01', 600, sql`n::float / ${lit(size.schools)}`)}, ${isoAt('2023-01-01', 600, sql`n::float / ${lit(size.schools)}`)}
          FROM fill_plan`);
        await run(sql`INSERT INTO academic_years (id, school_id, name, start_date, end_date, is_current, created_at, updated_at)
          SELECT ${lit(base.year)} + n, school_id, '2026-27', '2026-04-01', '2027-03-31', true, '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'
          FROM fill_plan`);
        await run(sql`INSERT INTO classes (id, school_id, name, grade_level, created_at, updated_at)
          SELECT ${lit(base.class)} + (n - 1) * ${lit(CLASSES)} + c, school_id, 'Class ' || c, c, '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'
          FROM fill_plan, generate_series(1, ${lit(CLASSES)}) AS c`);
        await run(sql`INSERT INTO sections (id, school_id, class_id, name, created_at, updated_at)
          SELECT ${lit(base.section)} + ((n - 1) * ${lit(CLASSES)} + c - 1) * ${lit(SECTIONS)} + s, school_id,
            ${lit(base.class)} + (n - 1) * ${lit(CLASSES)} + c, chr(64 + s), '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'
          FROM fill_plan, generate_series(1, ${lit(CLASSES)}) AS c, generate_series(1, ${lit(SECTIONS)}) AS s`);
        await run(sql`INSERT INTO users (id, name, email, password_hash, status, created_at, updated_at)
          SELECT ${lit(firstUser.admin)} + n, 'Admin of school ' || n,
            CASE n WHEN 1 THEN ${platformAdminEmail(large.code)} WHEN 2 THEN ${platformAdminEmail(small.code)}
              ELSE 'admin' || n || '@platform.example.com' END,
            ${hash}, 'active', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'
          FROM fill_plan`);
        await run(sql`INSERT INTO school_admins (school_id, user_id, designation, joining_date, created_at, updated_at)
          SELECT school_id, ${lit(firstUser.admin)} + n, 'Principal', '2024-06-01', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'
          FROM fill_plan`);
      });

      // Student g (1 to students, across schools) is the k-th of school n: class and section in turn,
      // so roll numbers are unique in each section.
      const g = sql`p.students_before + k`;
      const classOf = sql`${lit(base.class)} + (p.n - 1) * ${lit(CLASSES)} + (k - 1) % ${lit(CLASSES)} + 1`;
      const sectionOf = sql`${lit(base.section)} + ((p.n - 1) * ${lit(CLASSES)} + (k - 1) % ${lit(CLASSES)}) * ${lit(SECTIONS)} + (k - 1) / ${lit(CLASSES)} % ${lit(SECTIONS)} + 1`;
      const rollOf = sql`((k - 1) / ${lit(CLASSES * SECTIONS)} + 1)::text`;
      const joined = (of: RawBuilder<unknown>, total: number) =>
        isoAt('2024-01-01', 600, sql`(${of})::float / ${lit(total)}`);

      await step(`${size.students} students: users`, () =>
        run(sql`INSERT INTO users (id, name, email, status, created_at, updated_at)
          SELECT ${lit(firstUser.student)} + ${g}, ${pick(FIRST, g)} || ' ' || ${pick(LAST, sql`(${g}) / 12`)} || ' ' || ${g},
            'student' || ${g} || '@s' || p.n || '.example.com',
            CASE WHEN (${g}) % 23 = 0 THEN 'suspended' WHEN (${g}) % 11 = 0 THEN 'inactive' ELSE 'active' END,
            ${joined(g, size.students)}, ${joined(g, size.students)}
          FROM fill_plan p, generate_series(1, p.students) AS k`),
      );
      await step(`${size.students} students: records`, () =>
        run(sql`INSERT INTO students (id, school_id, user_id, admission_no, roll_no, dob, gender, admission_date, status, created_at, updated_at)
          SELECT ${lit(base.student)} + ${g}, p.school_id, ${lit(firstUser.student)} + ${g}, 'A' || lpad(k::text, 6, '0'), ${rollOf},
            '2014-06-01', ${pick(['male', 'female', 'other'], sql`k`)}, '2024-04-01', CASE WHEN k % 17 = 0 THEN 'inactive' ELSE 'active' END,
            ${joined(g, size.students)}, ${joined(g, size.students)}
          FROM fill_plan p, generate_series(1, p.students) AS k`),
      );
      await step(`${size.students} students: enrolments`, () =>
        run(sql`INSERT INTO enrollments (school_id, student_id, academic_year_id, class_id, section_id, roll_no, created_at, updated_at)
          SELECT p.school_id, ${lit(base.student)} + ${g}, ${lit(base.year)} + p.n, ${classOf}, ${sectionOf}, ${rollOf},
            '2026-04-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z'
          FROM fill_plan p, generate_series(1, p.students) AS k`),
      );

      // Parent k of a school is the parent of its k-th student.
      const pg = sql`p.parents_before + k`;
      await step(`${parents} parents: users, records and links`, async () => {
        await run(sql`INSERT INTO users (id, name, email, status, created_at, updated_at)
          SELECT ${lit(firstUser.parent)} + ${pg}, ${pick(FIRST, sql`(${pg}) + 5`)} || ' ' || ${pick(LAST, sql`(${pg}) / 12`)} || ' parent ' || ${pg},
            'parent' || ${pg} || '@p' || p.n || '.example.com', 'active', ${joined(pg, parents)}, ${joined(pg, parents)}
          FROM fill_plan p, generate_series(1, p.parents) AS k`);
        await run(sql`INSERT INTO parents (id, school_id, user_id, relationship_type, address_same_as_student, created_at, updated_at)
          SELECT ${lit(base.parent)} + ${pg}, p.school_id, ${lit(firstUser.parent)} + ${pg},
            ${pick(['father', 'mother', 'guardian', 'other'], sql`k`)}, true, ${joined(pg, parents)}, ${joined(pg, parents)}
          FROM fill_plan p, generate_series(1, p.parents) AS k`);
        await run(sql`INSERT INTO parent_student (school_id, parent_id, student_id, is_primary, created_at, updated_at)
          SELECT p.school_id, ${lit(base.parent)} + ${pg}, ${lit(base.student)} + p.students_before + k, true,
            ${joined(pg, parents)}, ${joined(pg, parents)}
          FROM fill_plan p, generate_series(1, p.parents) AS k`);
      });

      const tg = sql`p.teachers_before + k`;
      await step(`${teachers} teachers: users and records`, async () => {
        await run(sql`INSERT INTO users (id, name, email, status, created_at, updated_at)
          SELECT ${lit(firstUser.teacher)} + ${tg}, ${pick(FIRST, sql`(${tg}) + 3`)} || ' ' || ${pick(LAST, sql`(${tg}) / 12`)} || ' teacher ' || ${tg},
            'teacher' || ${tg} || '@t' || p.n || '.example.com', 'active', ${joined(tg, teachers)}, ${joined(tg, teachers)}
          FROM fill_plan p, generate_series(1, p.teachers) AS k`);
        await run(sql`INSERT INTO teachers (id, school_id, user_id, employee_code, qualification, specialization, date_of_joining, gender, created_at, updated_at)
          SELECT ${lit(base.teacher)} + ${tg}, p.school_id, ${lit(firstUser.teacher)} + ${tg}, 'E' || lpad(k::text, 4, '0'), 'B.Ed',
            ${pick(['Mathematics', 'Science', 'English', 'Hindi', 'Social Studies'], sql`k`)}, '2024-06-01',
            ${pick(['male', 'female'], sql`k`)}, ${joined(tg, teachers)}, ${joined(tg, teachers)}
          FROM fill_plan p, generate_series(1, p.teachers) AS k`);
      });

      await step('roles of every filled user', async () => {
        const blocks = [
          ['school_admin', firstUser.admin, firstUser.student],
          ['student', firstUser.student, firstUser.parent],
          ['parent', firstUser.parent, firstUser.teacher],
          ['teacher', firstUser.teacher, firstUser.teacher + teachers],
        ] as const;
        for (const [role, from, to] of blocks) {
          await run(sql`INSERT INTO role_user (role_id, user_id, created_at)
            SELECT roles.id, users.id, users.created_at FROM users, roles
            WHERE roles.name = ${role} AND users.id > ${lit(from)} AND users.id <= ${lit(to)}`);
        }
      });

      const users = size.schools + size.students + parents + teachers;
      await step(`${size.auditEntries} audit entries over a year`, () =>
        run(sql`INSERT INTO audit_logs (event, description, user_id, school_id, ip_address, user_agent, properties, created_at)
          SELECT e.event, replace(e.event, '_', ' ') || ' by user ' || e.user_id, e.user_id, e.school_id,
            '10.' || (i / 65536 % 256) || '.' || (i / 256 % 256) || '.' || (i % 256), 'bench',
            CASE WHEN e.event LIKE '%\\_updated' THEN '{"before":{"n":' || i || '},"after":{"n":' || (i + 1) || '}}' END,
            to_char((now() - (${lit(size.auditEntries)} - 1 - i)::float / ${lit(size.auditEntries)} * interval '365 days') AT TIME ZONE 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          FROM generate_series(0::bigint, ${lit(size.auditEntries - 1)}) AS i,
            LATERAL (SELECT ${pick(EVENTS, sql`i`)} AS event, ${lit(base.user)} + 1 + (i * 7919) % ${lit(users)} AS user_id,
              ${lit(base.school)} + 1 + (i * 104729) % ${lit(size.schools)} AS school_id) AS e`),
      );
      await step('last sign-in of each user', () => noteLatestSignIns(db));

      for (const index of indexes) await step(`index ${index.name}`, () => run(sql.raw(index.definition)));
      await step('sequences', async () => {
        for (const table of [
          'schools',
          'users',
          'students',
          'teachers',
          'parents',
          'academic_years',
          'classes',
          'sections',
        ]) {
          await run(
            sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`,
          );
        }
      });
      await run(sql`SET session_replication_role = DEFAULT`);
      await step('maintained counts', () => recountMaintained(db as unknown as Kysely<unknown>));
      await step('analyse', () => run(sql`ANALYZE`));
      const { rows } = await sql<{
        size: string;
      }>`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`.execute(db);
      console.log(
        `Platform filled in ${((Date.now() - started) / 1000).toFixed(0)} s; the database takes ${rows[0]!.size}`,
      );
    });
  } finally {
    await pool.destroy();
  }
}
