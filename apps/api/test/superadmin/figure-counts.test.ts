import { PLATFORM_TIMEZONES } from '@school/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countActiveStudentsCreatedNow } from '../../src/db/migrations/2026_12_10_0900_count_active_students_per_day';
import { countSchoolSizesNow } from '../../src/db/migrations/2026_12_10_1000_keep_school_sizes';
import { COUNTED_ZONES } from '../../src/db/migrations/figure-counters';
import { createClass, createYear, enrolledStudent } from '../helpers/academics';
import { createSchool, createUser } from '../helpers/factories';
import { createStudent, createTeacher } from '../helpers/people';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { zoneDay } from '../helpers/zone-days';
import { expectedFigures, keptFigures, schoolSizes } from '../helpers/figures';

/*
 * The maintained figures (migration 2026_12_10_0300) against the tables they count: after a mix
 * of writes through the API and straight to the database (creations, deletions, backdating, status
 * and board changes, sign-ins, a school deactivated and one deleted), every row of figure_counts
 * equals what a count over the tables gives, in every platform timezone, worked out here with the
 * tests' own calendar.
 */

let t: TestApp;
let s: ConsoleSessions;

beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('maintained figures', () => {
  it('count every platform timezone', () => {
    expect([...COUNTED_ZONES].sort()).toEqual([...PLATFORM_TIMEZONES].sort());
  });

  it('equal a count over the tables after a mix of writes, in every zone', async () => {
    const next = random(30);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const now = Date.now();
    // Instants over three years, and some either side of each zone's midnights and of DST changes.
    const instants = [
      ...Array.from({ length: 30 }, () => now - Math.floor(next() * 3 * 365 * DAY)),
      Date.parse('2026-03-08T06:59:59.999Z'),
      Date.parse('2026-03-08T07:00:00.000Z'),
      Date.parse('2026-03-29T00:59:59.999Z'),
      Date.parse('2026-03-29T01:00:00.000Z'),
      Date.parse('2026-10-25T00:30:00.000Z'),
      Date.parse('2026-11-01T05:30:00.000Z'),
      Date.parse('2026-11-26T18:29:59.999Z'),
      Date.parse('2026-11-26T18:30:00.000Z'),
      Date.parse('2026-11-26T14:59:59.999Z'),
      Date.parse('2026-11-26T15:00:00.000Z'),
    ];
    const schools = [];
    for (let i = 0; i < 6; i++) {
      schools.push(
        await createSchool(t.db, {
          board: pick(['CBSE', 'ICSE', 'IB', null]),
          state: pick(['Kerala', 'Goa', null]),
          created_at: iso(pick(instants)),
        }),
      );
    }
    const users = [];
    for (let i = 0; i < 20; i++) {
      const school = pick(schools);
      const made =
        i % 3 === 0
          ? { user: (await createTeacher(t.db, school.id)).user }
          : await createStudent(t.db, school.id);
      users.push({ ...made.user, school_id: school.id });
      await t.db
        .updateTable('users')
        .set({ created_at: iso(pick(instants)) })
        .where('id', '=', made.user.id)
        .execute();
      if ('student' in made) {
        await t.db
          .updateTable('students')
          .set({ created_at: iso(pick(instants)), admission_date: pick(['2026-01-05', '2025-12-31', null]) })
          .where('id', '=', made.student.id)
          .execute();
      }
    }
    // People without a record of a school (one of them is deleted below).
    for (let i = 0; i < 3; i++) {
      const user = await createUser(t.db, { created_at: iso(pick(instants)) });
      users.push({ ...user, school_id: schools[i]!.id });
    }
    // Enrolments moved between classes and years.
    const school = schools[0]!;
    const [year, other] = [
      await createYear(t.db, school.id, { current: true }),
      await createYear(t.db, school.id),
    ];
    const classes = [await createClass(t.db, school.id), await createClass(t.db, school.id)];
    for (let i = 0; i < 5; i++) {
      await enrolledStudent(t.db, school.id, { yearId: year.id, classId: pick(classes).id });
    }
    await t.db
      .updateTable('enrollments')
      .set({ class_id: classes[1]!.id, academic_year_id: other.id })
      .where('class_id', '=', classes[0]!.id)
      .execute();
    // The trail: entries with and without a user or school, several a day for the same person.
    for (let i = 0; i < 60; i++) {
      const user = pick(users);
      await t.db
        .insertInto('audit_logs')
        .values({
          event: pick(['user_login', 'user_login', 'student_created', 'login_failed']),
          description: 'mixed',
          user_id: next() < 0.2 ? null : user.id,
          school_id: next() < 0.3 ? null : user.school_id,
          ip_address: null,
          user_agent: null,
          properties: null,
          created_at: iso(pick(instants)),
        })
        .execute();
    }
    // Real sign-ins, a deleted user and school, a deactivated school, changed boards and notices.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: users[1]!.email, password: users[1]!.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const gone = users.at(-1)!;
    expect(
      (await call(t.app, s.sa, { method: 'DELETE', url: `/api/superadmin/users/${gone.id}` })).statusCode,
    ).toBe(200);
    const empty = await createSchool(t.db, { board: 'IGCSE', state: 'Assam' });
    expect(
      (await call(t.app, s.sa, { method: 'DELETE', url: `/api/superadmin/schools/${empty.id}` })).statusCode,
    ).toBe(200);
    await t.db
      .updateTable('schools')
      .set({ active: false, board: 'IB', state: null })
      .where('id', '=', schools[1]!.id)
      .execute();
    await t.db.deleteFrom('teachers').where('user_id', '=', users[0]!.id).execute();
    // Accounts and records of students leaving and coming back; one deleted as the API does it.
    const [s1, s2, s3] = [users[1]!, users[4]!, users[5]!];
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', 'in', [s1.id, s2.id]).execute();
    await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', s2.id).execute();
    await t.db
      .updateTable('students')
      .set({ status: 'inactive' })
      .where('user_id', 'in', [s2.id, s3.id])
      .execute();
    await t.db.updateTable('students').set({ status: 'active' }).where('user_id', '=', s3.id).execute();
    // A record given another account, a suspended one (no route does; the triggers watch it).
    const newAccount = await createUser(t.db, { status: 'suspended' });
    await t.db
      .updateTable('students')
      .set({ user_id: newAccount.id })
      .where('user_id', '=', users[7]!.id)
      .execute();
    const leaving = await createStudent(t.db, school.id);
    await t.db.deleteFrom('students').where('id', '=', leaving.student.id).execute();
    await t.db.deleteFrom('users').where('id', '=', leaving.user.id).execute();
    await t.db.deleteFrom('students').where('user_id', '=', users[8]!.id).execute();
    for (const date of ['2026-11-20', '2026-11-20', '2026-11-21']) {
      await t.db
        .insertInto('notices')
        .values({
          school_id: school.id,
          title: 'Notice',
          body: 'Body',
          publish_date: date,
          audience: 'everyone',
          class_id: null,
          section_id: null,
          created_by: null,
          created_at: iso(now),
          updated_at: iso(now),
        })
        .execute();
    }
    await t.db
      .updateTable('notices')
      .set({ publish_date: '2026-11-22' })
      .where('publish_date', '=', '2026-11-21')
      .execute();

    expect(await keptFigures(t.db)).toEqual(await expectedFigures(t.db));

    let sizes = await schoolSizes(t.db);
    expect(sizes.kept).toEqual(sizes.counted);

    // A backfill counts the same from the rows (the migrations', and the bench fill's recount).
    await t.db.deleteFrom('figure_counts').where('figure', '=', 'active_students_created').execute();
    await countActiveStudentsCreatedNow(t.db as unknown as Kysely<unknown>);
    expect(await keptFigures(t.db)).toEqual(await expectedFigures(t.db));
    await t.db.updateTable('school_sizes').set({ students: 0, teachers: 0 }).execute();
    await countSchoolSizesNow(t.db as unknown as Kysely<unknown>);
    sizes = await schoolSizes(t.db);
    expect(sizes.kept).toEqual(sizes.counted);
  });

  // PostgreSQL dates with its own zone data.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'date instants in each zone as Intl does (SQLite offsets)',
    async () => {
      const next = random(7);
      for (const zone of COUNTED_ZONES) {
        const instants = Array.from(
          { length: 200 },
          () => Date.UTC(1975, 0, 1) + Math.floor(next() * 120 * 365 * DAY),
        );
        const { rows } = await sql<{ day: string }>`SELECT ${sql.join(
          instants.map(
            (at) =>
              sql`date(${iso(at)}, (SELECT minutes FROM zone_offsets WHERE zone = ${zone} AND since <= ${iso(at)} ORDER BY since DESC LIMIT 1) || ' minutes') AS ${sql.ref(`d${at}`)}`,
          ),
        )}`.execute(t.db);
        const days = rows[0] as unknown as Record<string, string>;
        expect(instants.map((at) => days[`d${at}`])).toEqual(instants.map((at) => zoneDay(at, zone)));
      }
    },
  );
});
