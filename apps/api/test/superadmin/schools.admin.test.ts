import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createSchoolAdmin, createUser } from '../helpers/factories';
import { as } from '../helpers/http';
import {
  auditsOfEvent,
  call,
  consoleSessions,
  dbState,
  FORBIDDEN,
  lastAuditId,
  SERVER_ERROR,
  UNAUTHENTICATED,
  withAuditTableMissing,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const assign = (schoolId: number, payload: object, token: string | null = s.sa) =>
  call(t.app, token, { method: 'POST', url: `/api/superadmin/schools/${schoolId}/assign-admin`, payload });
const adminOf = (schoolId: number, token: string | null = s.sa) =>
  call(t.app, token, { method: 'GET', url: `/api/superadmin/schools/${schoolId}/admin` });
const removeAdmin = (schoolId: number, token: string | null = s.sa) =>
  call(t.app, token, { method: 'DELETE', url: `/api/superadmin/schools/${schoolId}/admin` });

const links = (schoolId: number) =>
  t.db.selectFrom('school_admins').selectAll().where('school_id', '=', schoolId).execute();
const adminCandidate = (overrides: object = {}) =>
  createUser(t.db, { roles: ['school_admin'], ...overrides });

describe('POST /api/superadmin/schools/:id/assign-admin', () => {
  it('makes a school_admin user the admin of the school and audits it', async () => {
    const school = await createSchool(t.db);
    const user = await adminCandidate({ name: 'Asha Verma' });
    const auditBefore = await lastAuditId(t.db);

    const res = await assign(school.id, {
      user_id: user.id,
      designation: 'Principal',
      joining_date: '2024-04-01',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'School admin assigned successfully!' });
    expect(body.data).toMatchObject({ id: school.id, name: school.name, code: school.code });
    expect(body.data.admins).toEqual([
      {
        id: expect.any(Number),
        user_id: user.id,
        designation: 'Principal',
        joining_date: '2024-04-01',
        user: { id: user.id, name: 'Asha Verma', email: user.email },
      },
    ]);

    expect(await links(school.id)).toEqual([
      expect.objectContaining({ user_id: user.id, designation: 'Principal', joining_date: '2024-04-01' }),
    ]);
    const audits = await auditsOfEvent(t.db, 'school_admin_assigned', auditBefore);
    expect(audits).toEqual([
      expect.objectContaining({
        user_id: s.superadmin.id,
        school_id: school.id,
        properties: {
          after: {
            school_id: school.id,
            user_id: user.id,
            designation: 'Principal',
            joining_date: '2024-04-01',
          },
        },
      }),
    ]);

    // The user now shows the school, and the admin can sign in to it.
    const shown = await call(t.app, s.sa, { method: 'GET', url: `/api/superadmin/users/${user.id}` });
    expect(shown.json().data.school).toEqual({ id: school.id, name: school.name, code: school.code });
    const summary = await adminOf(school.id);
    expect(summary.json().data).toMatchObject({ user_id: user.id });
  });

  it('accepts a numeric string for user_id and trims the designation', async () => {
    const school = await createSchool(t.db);
    const user = await adminCandidate();
    const res = await assign(school.id, {
      user_id: String(user.id),
      designation: '  Director  ',
      joining_date: '2023-01-15',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.admins[0]).toMatchObject({ user_id: user.id, designation: 'Director' });
  });

  it('answers 422 on user_id for a user without the school_admin role, and assigns nothing', async () => {
    const school = await createSchool(t.db);
    const teacher = await createUser(t.db, { roles: ['teacher'] });
    const before = await dbState(t.db);
    const res = await assign(school.id, {
      user_id: teacher.id,
      designation: 'Principal',
      joining_date: '2024-04-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'The selected user must hold the school administrator role.',
      errors: { user_id: ['The selected user must hold the school administrator role.'] },
    });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 422 on user_id for a user that does not exist', async () => {
    const school = await createSchool(t.db);
    const before = await dbState(t.db);
    const res = await assign(school.id, {
      user_id: 999999,
      designation: 'Principal',
      joining_date: '2024-04-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ user_id: ['The selected user is invalid.'] });
    expect(await dbState(t.db)).toEqual(before);
  });

  it.each([
    [{ designation: undefined }, { designation: ['Designation is required.'] }],
    [{ designation: '   ' }, { designation: ['Designation is required.'] }],
    [{ joining_date: undefined }, { joining_date: ['Joining date is required.'] }],
    [
      { joining_date: '01/04/2024' },
      { joining_date: ['Joining date must be a date in the form YYYY-MM-DD.'] },
    ],
    [{ joining_date: '2024-13-45' }, { joining_date: ['Joining date is not a valid date.'] }],
    [{ joining_date: '2024-02-30' }, { joining_date: ['Joining date is not a valid date.'] }],
    [{ user_id: undefined }, { user_id: ['User is required.'] }],
  ])('answers 422 with field errors for %j and assigns nothing', async (change, errors) => {
    const school = await createSchool(t.db);
    const user = await adminCandidate();
    const before = await dbState(t.db);
    const res = await assign(school.id, {
      user_id: user.id,
      designation: 'Principal',
      joining_date: '2024-04-01',
      ...change,
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, errors });
    expect(Object.keys(body.errors)).toEqual(Object.keys(errors));
    expect(body.message).toBe(Object.values(body.errors as Record<string, string[]>)[0]![0]);
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 422 listing every missing field of an empty body', async () => {
    const school = await createSchool(t.db);
    const res = await assign(school.id, {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['designation', 'joining_date', 'user_id']);
    expect(await links(school.id)).toEqual([]);
  });

  it('answers 409 when the school already has an admin, and keeps that admin', async () => {
    const { school, user: current } = await createSchoolAdmin(t.db);
    const other = await adminCandidate();
    const before = await dbState(t.db);
    const res = await assign(school.id, {
      user_id: other.id,
      designation: 'Principal',
      joining_date: '2024-04-01',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'This school already has an admin. Remove the current admin first.',
    });
    expect(await dbState(t.db)).toEqual(before);
    expect((await adminOf(school.id)).json().data.user_id).toBe(current.id);
  });

  it('answers 409 when the same user is assigned to the same school again', async () => {
    const { school, user } = await createSchoolAdmin(t.db);
    const before = await dbState(t.db);
    const res = await assign(school.id, {
      user_id: user.id,
      designation: 'Principal',
      joining_date: '2024-04-01',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'This user is already the admin of this school.' });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 409 when the user already runs another school', async () => {
    const { user } = await createSchoolAdmin(t.db);
    const school = await createSchool(t.db);
    const before = await dbState(t.db);
    const res = await assign(school.id, {
      user_id: user.id,
      designation: 'Principal',
      joining_date: '2024-04-01',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'This user already administers another school.' });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 404 for a missing school', async () => {
    const user = await adminCandidate();
    const before = await dbState(t.db);
    const res = await assign(999999, {
      user_id: user.id,
      designation: 'Principal',
      joining_date: '2024-04-01',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'School not found.' });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('assigns nothing when the audit entry cannot be written', async () => {
    const school = await createSchool(t.db);
    const user = await adminCandidate();
    const res = await withAuditTableMissing(t.db, () =>
      assign(school.id, { user_id: user.id, designation: 'Principal', joining_date: '2024-04-01' }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(SERVER_ERROR);
    expect(await links(school.id)).toEqual([]);
  });
});

describe('GET /api/superadmin/schools/:id/admin', () => {
  it("answers the school's admin", async () => {
    const { school, user } = await createSchoolAdmin(t.db);
    const res = await adminOf(school.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        user_id: user.id,
        designation: 'Principal',
        joining_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        user: { id: user.id, name: user.name, email: user.email },
      },
    });
  });

  it('answers null for a school without an admin and 404 for a missing school', async () => {
    const school = await createSchool(t.db);
    const none = await adminOf(school.id);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ success: true, data: null });
    const missing = await adminOf(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'School not found.' });
  });
});

describe('DELETE /api/superadmin/schools/:id/admin', () => {
  it('removes the admin link, keeps the user, audits the removed link', async () => {
    const { school, user } = await createSchoolAdmin(t.db);
    const [link] = await links(school.id);
    const auditBefore = await lastAuditId(t.db);

    const res = await removeAdmin(school.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'School admin removed successfully!' });
    expect(await links(school.id)).toEqual([]);
    expect((await adminOf(school.id)).json().data).toBeNull();

    const kept = await call(t.app, s.sa, { method: 'GET', url: `/api/superadmin/users/${user.id}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ school: null, roles: [{ name: 'school_admin' }] });

    const audits = await auditsOfEvent(t.db, 'school_admin_removed', auditBefore);
    expect(audits).toEqual([
      expect.objectContaining({
        user_id: s.superadmin.id,
        school_id: school.id,
        properties: {
          before: expect.objectContaining({ id: link!.id, user_id: user.id, designation: 'Principal' }),
        },
      }),
    ]);
  });

  it('frees both sides: the school takes a new admin and the user another school', async () => {
    const { school, user } = await createSchoolAdmin(t.db);
    const otherSchool = await createSchool(t.db);
    const newcomer = await adminCandidate();
    expect((await removeAdmin(school.id)).statusCode).toBe(200);
    const a = await assign(school.id, {
      user_id: newcomer.id,
      designation: 'Principal',
      joining_date: '2025-06-01',
    });
    const b = await assign(otherSchool.id, {
      user_id: user.id,
      designation: 'Vice Principal',
      joining_date: '2025-06-01',
    });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().data.admins.map((x: { user_id: number }) => x.user_id)).toEqual([newcomer.id]);
    expect(b.json().data.admins.map((x: { user_id: number }) => x.user_id)).toEqual([user.id]);
  });

  it('answers 404 when the school has no admin, or does not exist', async () => {
    const school = await createSchool(t.db);
    const before = await dbState(t.db);
    const none = await removeAdmin(school.id);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ success: false, message: 'This school has no admin.' });
    const missing = await removeAdmin(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'School not found.' });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('removes nothing when the audit entry cannot be written', async () => {
    const { school, user } = await createSchoolAdmin(t.db);
    const res = await withAuditTableMissing(t.db, () => removeAdmin(school.id));
    expect(res.statusCode).toBe(500);
    expect(await links(school.id)).toEqual([expect.objectContaining({ user_id: user.id })]);
  });
});

describe('school admins need a superadmin', () => {
  it('answers 401 without a token and changes nothing', async () => {
    const { school } = await createSchoolAdmin(t.db);
    const empty = await createSchool(t.db);
    const user = await adminCandidate();
    const before = await dbState(t.db);
    const payload = { user_id: user.id, designation: 'Principal', joining_date: '2024-04-01' };
    for (const res of [
      await assign(empty.id, payload, null),
      await adminOf(school.id, null),
      await removeAdmin(school.id, null),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED);
    }
    // Even a body that breaks the rules gets 401 first.
    expect((await assign(empty.id, {}, null)).statusCode).toBe(401);
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 403 to a school_admin, also for their own school, and changes nothing', async () => {
    const own = await t.db
      .selectFrom('school_admins')
      .selectAll()
      .where('user_id', '=', s.schoolAdmin.id)
      .executeTakeFirstOrThrow();
    const empty = await createSchool(t.db);
    const user = await adminCandidate();
    const before = await dbState(t.db);
    const payload = { user_id: user.id, designation: 'Principal', joining_date: '2024-04-01' };
    const answers = [
      await assign(empty.id, payload, s.adminToken),
      await assign(empty.id, { ...payload, user_id: s.schoolAdmin.id }, s.adminToken),
      await adminOf(own.school_id, s.adminToken),
      await removeAdmin(own.school_id, s.adminToken),
      await as(t.app, s.adminToken, {
        method: 'POST',
        url: `/api/superadmin/schools/${empty.id}/assign-admin`,
        payload: {},
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await dbState(t.db)).toEqual(before);
  });
});
