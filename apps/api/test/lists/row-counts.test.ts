import { USER_STATUSES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createSchool, createUser } from '../helpers/factories';
import { createStudent, createTeacher } from '../helpers/people';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The totals of unfiltered lists (and users by status or by role) come from maintained counters:
 * after any mix of writes, through the API or straight into the tables, concurrent or not, each
 * total equals a count of the table, and a counter's rows are folded into one as they pile up.
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await call(t.app, s.sa, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    data: Record<string, unknown> & { pagination: { total: number; total_is_lower_bound: boolean } };
  }>().data;
};

const countOf = async (table: 'users' | 'schools' | 'contact_messages', where?: [string, unknown]) => {
  let query = t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (where) query = query.where(where[0] as never, '=', where[1] as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

async function roleIds(): Promise<Map<string, number>> {
  const rows = await t.db.selectFrom('roles').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Every total the counters give, next to what counting the tables gives. */
async function totals() {
  const roles = await roleIds();
  const listed: Record<string, number> = {};
  const counted: Record<string, number> = {};
  listed.users = (await get('/api/superadmin/users')).pagination.total;
  counted.users = await countOf('users');
  for (const status of USER_STATUSES) {
    listed[`users:${status}`] = (await get(`/api/superadmin/users?status=${status}`)).pagination.total;
    counted[`users:${status}`] = await countOf('users', ['status', status]);
  }
  const summary = (await call(t.app, s.sa, { method: 'GET', url: '/api/superadmin/users/summary' })).json<{
    data: Record<string, number>;
  }>().data;
  listed['summary'] = summary.total!;
  counted['summary'] = counted.users;
  for (const name of ['superadmin', 'school_admin', 'teacher', 'student', 'parent']) {
    listed[`role:${name}`] = (await get(`/api/superadmin/users?role=${name}`)).pagination.total;
    const held = await t.db
      .selectFrom('role_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role_id', '=', roles.get(name)!)
      .executeTakeFirstOrThrow();
    counted[`role:${name}`] = Number(held.n);
    const { roles: listedRoles } = (await get(
      `/api/superadmin/roles?search=${name}&per_page=100`,
    )) as unknown as {
      roles: Array<{ name: string; users_count: number }>;
    };
    listed[`users_count:${name}`] = listedRoles.find((r) => r.name === name)!.users_count;
    counted[`users_count:${name}`] = counted[`role:${name}`]!;
  }
  listed.schools = (await get('/api/superadmin/schools')).pagination.total;
  counted.schools = await countOf('schools');
  listed.inquiries = (await get('/api/superadmin/inquiries')).pagination.total;
  counted.inquiries = await countOf('contact_messages');
  return { listed, counted };
}

describe('maintained counts', () => {
  it('match the tables after writes through the API: create, change status, roles, delete', async () => {
    const before = await totals();
    expect(before.listed).toEqual(before.counted);

    const created: number[] = [];
    const school = await createSchool(t.db);
    // A teacher or student is made with their school (and counted by it too).
    const ofSchool = { school_id: school.id, gender: 'female', employee_code: 'E-1', admission_no: 'A-1' };
    for (const [i, [role, extra]] of (
      [
        ['teacher', ofSchool],
        ['student', ofSchool],
        ['school_admin', {}],
      ] as const
    ).entries()) {
      const res = await call(t.app, s.sa, {
        method: 'POST',
        url: '/api/superadmin/users',
        payload: {
          name: `Counted ${i}`,
          email: `counted${i}@counts.test`,
          password: 'Password#123',
          password_confirmation: 'Password#123',
          role,
          ...extra,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json<{ data: { id: number } }>().data.id);
    }
    const roles = await roleIds();
    expect(
      (
        await call(t.app, s.sa, {
          method: 'POST',
          url: `/api/superadmin/users/${created[0]}/suspend`,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(t.app, s.sa, {
          method: 'POST',
          url: `/api/superadmin/users/${created[1]}/assign-roles`,
          payload: { role_ids: [roles.get('student'), roles.get('school_admin')] },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, s.sa, { method: 'DELETE', url: `/api/superadmin/users/${created[2]}` })).statusCode,
    ).toBe(200);

    const after = await totals();
    expect(after.listed).toEqual(after.counted);
    expect(after.counted.users).toBe(before.counted.users! + 2);
    expect(after.counted['users:suspended']).toBe(before.counted['users:suspended']! + 1);
  });

  it('match the tables after concurrent writes, and fold a pile of changes into one row', async () => {
    await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        createUser(t.db, { name: `Racer ${i}`, email: `racer${i}@counts.test`, roles: ['student'] }),
      ),
    );
    const now = isoNow();
    // One statement each: a counter gains a row per statement on PostgreSQL, folded when read.
    await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        t.db
          .insertInto('contact_messages')
          .values({
            name: `Sender ${i}`,
            email: `sender${i}@counts.test`,
            subject: 'Counts',
            message: 'Hello',
            created_at: now,
            updated_at: now,
          })
          .execute(),
      ),
    );
    await t.db.deleteFrom('contact_messages').where('name', '=', 'Sender 3').execute();

    const { listed, counted } = await totals();
    expect(listed).toEqual(counted);
    // The read folded each counter that had piled up: a few rows at most remain per counter.
    const parts = await t.db
      .selectFrom('row_counts')
      .select(['name', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('name')
      .execute();
    for (const part of parts) expect(Number(part.n), part.name).toBeLessThanOrEqual(64);
    expect(parts.find((p) => p.name === 'contact_messages')).toMatchObject({ n: 1 });
  });

  it("count each school's students and teachers through adds, moves and removals", async () => {
    const [a, b] = [await createSchool(t.db), await createSchool(t.db)];
    const students = await Promise.all(Array.from({ length: 5 }, () => createStudent(t.db, a.id)));
    await Promise.all(Array.from({ length: 3 }, () => createTeacher(t.db, b.id)));
    await t.db
      .updateTable('students')
      .set({ school_id: b.id })
      .where('id', '=', students[0]!.student.id)
      .execute();
    await t.db.deleteFrom('students').where('id', '=', students[1]!.student.id).execute();

    for (const school of [a, b]) {
      const listed = (await get(
        `/api/superadmin/schools?search=${encodeURIComponent(school.code)}`,
      )) as unknown as {
        schools: Array<{ id: number; students_count: number; teachers_count: number }>;
      };
      const row = listed.schools.find((s) => s.id === school.id)!;
      const count = async (table: 'students' | 'teachers') =>
        Number(
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('school_id', '=', school.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect({ students: row.students_count, teachers: row.teachers_count }).toEqual({
        students: await count('students'),
        teachers: await count('teachers'),
      });
    }
    expect(
      await t.db.selectFrom('students').select('id').where('school_id', '=', a.id).execute(),
    ).toHaveLength(3);
  });
});
