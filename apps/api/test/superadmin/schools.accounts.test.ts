import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createSchoolAdmin, createUser } from '../helpers/factories';
import { createParent, createStudent, createTeacher } from '../helpers/people';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * GET /api/superadmin/schools/{id}/accounts names a school's admin and people and what its delete
 * does to each account, so the delete dialog and the status badge can say it before anyone
 * confirms. What it announces is what the delete then does.
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const accountsOf = (schoolId: number) =>
  call(t.app, s.sa, { method: 'GET', url: `/api/superadmin/schools/${schoolId}/accounts` });

describe('the accounts of a school', () => {
  it('counts its people and names its admin and parents with what a delete does to each', async () => {
    const { user: admin, school } = await createSchoolAdmin(t.db);
    const only = await createParent(t.db, school.id, { user: { name: 'Asha Only' } });
    const shared = await createParent(t.db, school.id, {
      user: { name: 'Bala Shared', roles: ['parent', 'teacher'] },
    });
    const before = await t.db.selectFrom('users').select(['id', 'status']).orderBy('id').execute();

    const res = await accountsOf(school.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      counts: { admins: 1, teachers: 0, students: 0, parents: 2 },
      admins: [{ id: admin.id, name: admin.name, email: admin.email, on_delete: 'deactivated' }],
      parents: [
        { id: only.user.id, name: 'Asha Only', email: only.user.email, on_delete: 'deleted' },
        { id: shared.user.id, name: 'Bala Shared', email: shared.user.email, on_delete: 'kept' },
      ],
      parents_deleted: 1,
      parents_kept: 1,
      deletable: true,
    });
    // Reading it changes nothing.
    expect(await t.db.selectFrom('users').select(['id', 'status']).orderBy('id').execute()).toEqual(before);

    // The delete does what was announced.
    const deleted = await call(t.app, s.sa, {
      method: 'DELETE',
      url: `/api/superadmin/schools/${school.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'status'])
      .where('id', 'in', [admin.id, only.user.id, shared.user.id])
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      { id: admin.id, status: 'inactive' },
      { id: shared.user.id, status: 'active' },
    ]);
  });

  it('says an admin with other roles is kept, and a school with students or teachers cannot be deleted', async () => {
    const school = await createSchool(t.db);
    const admin = await createUser(t.db, { roles: ['school_admin', 'teacher'] });
    await t.db
      .insertInto('school_admins')
      .values({
        school_id: school.id,
        user_id: admin.id,
        designation: 'Principal',
        joining_date: '2026-01-01',
        created_at: school.created_at,
        updated_at: school.created_at,
      })
      .execute();
    await createTeacher(t.db, school.id);
    await createStudent(t.db, school.id);
    await createStudent(t.db, school.id);

    const { data } = (await accountsOf(school.id)).json();
    expect(data.counts).toEqual({ admins: 1, teachers: 1, students: 2, parents: 0 });
    expect(data.admins).toEqual([{ id: admin.id, name: admin.name, email: admin.email, on_delete: 'kept' }]);
    expect(data.deletable).toBe(false);
  });

  it('lists at most 100 parents by name while counting them all', async () => {
    const school = await createSchool(t.db);
    for (let i = 0; i < 102; i++) {
      await createParent(t.db, school.id, { user: { name: `Parent ${String(i).padStart(3, '0')}` } });
    }
    const { data } = (await accountsOf(school.id)).json();
    expect(data.counts.parents).toBe(102);
    expect(data.parents).toHaveLength(100);
    expect(data.parents[0].name).toBe('Parent 000');
    expect(data.parents_deleted).toBe(102);
  });

  it('answers 404 for a school that does not exist', async () => {
    const res = await accountsOf(999_999);
    expect([res.statusCode, res.json().success]).toEqual([404, false]);
  });
});
