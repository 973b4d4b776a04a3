import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/secrets';
import { insertPasswordReset } from '../../src/modules/auth/password-resets.repository';
import { createSchool, createSchoolAdmin } from '../helpers/factories';
import { freshIp, signIn } from '../helpers/http';
import { createParent, createStudent, createTeacher } from '../helpers/people';
import { mintToken } from '../helpers/route-requests';
import {
  auditsOfEvent,
  call,
  consoleSessions,
  dbState,
  lastAuditId,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Deleting a school leaves no live account that existed only for it (issue 23). The spec's 409
 * still holds while it has students or teachers; once they are gone, its parents' accounts that are
 * nothing else are deleted with it, its admin's account (school_admin alone) is deactivated and
 * signed out, and an account the platform also gave other roles keeps them. Sessions and reset
 * links of the closed accounts end in the same transaction, and the audit entry says what became
 * of each.
 */
const SCHOOL_IN_USE =
  'Cannot delete school with existing data. Please remove all associated students and teachers first.';

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

interface Account {
  id: number;
  email: string;
  password: string;
  /** A session from a real sign-in. */
  token: string;
  /** The secret of an open password reset link. */
  reset: string;
}

/** Signs the user in and opens a reset link for them, as they would before the school went. */
async function live(user: { id: number; email: string; password: string }): Promise<Account> {
  const { token } = await signIn(t.app, user.email, user.password);
  const reset = randomBytes(30).toString('base64url');
  await insertPasswordReset(t.db, {
    userId: user.id,
    tokenHash: sha256(reset),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  return { id: user.id, email: user.email, password: user.password, token, reset };
}

const me = (token: string) => call(t.app, token, { method: 'GET', url: '/api/me' });
const login = (account: Account) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: account.email, password: account.password },
    remoteAddress: freshIp(),
  });
const resetWith = (account: Account) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: {
      token: account.reset,
      email: account.email,
      password: 'Another#Pass1',
      password_confirmation: 'Another#Pass1',
    },
    remoteAddress: freshIp(),
  });
const deleteSchool = (id: number) =>
  call(t.app, s.sa, { method: 'DELETE', url: `/api/superadmin/schools/${id}` });

describe('DELETE /api/superadmin/schools/:id and the accounts of the school', () => {
  it('refuses while students or teachers remain, then deletes its parents’ accounts and deactivates its admin', async () => {
    const { school, user: adminUser } = await createSchoolAdmin(t.db);
    const elsewhere = await createSchool(t.db);
    const pupils = [await createStudent(t.db, school.id), await createStudent(t.db, school.id)];
    const teacher = await createTeacher(t.db, school.id);
    const linkedToOne = await createParent(t.db, school.id, { students: [pupils[0]!.student.id] });
    const linkedToBoth = await createParent(t.db, school.id, {
      relationship: 'mother',
      students: pupils.map((p) => p.student.id),
    });
    const unlinked = await createParent(t.db, school.id, { relationship: 'guardian' });
    // A teacher of another school who is also a parent here: the platform's account, not this school's.
    const teacherToo = await createParent(t.db, school.id, { user: { roles: ['parent', 'teacher'] } });
    await t.db
      .insertInto('teachers')
      .values({
        school_id: elsewhere.id,
        user_id: teacherToo.user.id,
        employee_code: `EMP-${teacherToo.user.id}`,
        qualification: null,
        specialization: null,
        date_of_joining: '2024-06-01',
        gender: null,
        dob: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const admin = await live(adminUser);
    const parents = {
      linkedToOne: await live(linkedToOne.user),
      linkedToBoth: await live(linkedToBoth.user),
      unlinked: await live(unlinked.user),
    };
    const shared = await live(teacherToo.user);

    // Students and teachers remain: the spec's 409, and nothing changes for anyone.
    const before = await dbState(t.db);
    const refused = await deleteSchool(school.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: SCHOOL_IN_USE });
    expect(await dbState(t.db)).toEqual(before);
    for (const account of [admin, ...Object.values(parents), shared]) {
      expect((await me(account.token)).statusCode).toBe(200);
    }

    // The school removes its students and its teacher (their accounts go with them).
    for (const url of [
      ...pupils.map((p) => `/api/school/students/${p.student.id}`),
      `/api/school/teachers/${teacher.teacher.id}`,
    ]) {
      expect((await call(t.app, admin.token, { method: 'DELETE', url })).statusCode).toBe(200);
    }

    const auditBefore = await lastAuditId(t.db);
    const res = await deleteSchool(school.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'School deleted successfully!' });

    // Its parents' accounts are gone: no session, no sign-in, no reset link.
    for (const [what, account] of Object.entries(parents)) {
      expect(
        await t.db.selectFrom('users').select('id').where('id', '=', account.id).execute(),
        what,
      ).toEqual([]);
      expect((await me(account.token)).statusCode, what).toBe(401);
      expect((await login(account)).json(), what).toEqual({ success: false, message: 'Invalid credentials' });
      expect((await resetWith(account)).statusCode, what).toBe(422);
    }
    // Its admin's account stays for the platform, inactive and signed out everywhere.
    const adminRow = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(adminRow.status).toBe('inactive');
    expect((await me(admin.token)).statusCode).toBe(401);
    const adminLogin = await login(admin);
    expect(adminLogin.statusCode).toBe(403);
    expect(adminLogin.json().message).toBe(
      'Your account is not active yet. Please contact the administrator.',
    );
    expect((await resetWith(admin)).statusCode).toBe(422);
    expect(
      await t.db.selectFrom('access_tokens').select('id').where('user_id', '=', admin.id).execute(),
    ).toEqual([]);
    // The teacher of another school keeps their account, their session and their other role.
    const sharedMe = await me(shared.token);
    expect(sharedMe.statusCode).toBe(200);
    expect(sharedMe.json().data.roles.map((r: { name: string }) => r.name)).toEqual(['teacher']);
    expect((await login(shared)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('parents').select('id').where('school_id', '=', school.id).execute(),
    ).toEqual([]);

    // The audit entry keeps the school, its parents, and what became of each account.
    const [audit, ...more] = await auditsOfEvent(t.db, 'school_deleted', auditBefore);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ user_id: s.superadmin.id, school_id: school.id });
    const properties = audit!.properties as {
      before: { id: number; admins: { user_id: number }[]; parents: { user_id: number; account: string }[] };
      accounts: {
        deleted: { id: number; email: string }[];
        deactivated: { id: number; status: object }[];
        kept: { id: number; was: string; roles: string[] }[];
      };
    };
    expect(properties.before).toMatchObject({ id: school.id, admins: [{ user_id: admin.id }] });
    expect(properties.before.parents).toEqual([
      expect.objectContaining({
        user_id: parents.linkedToOne.id,
        relationship_type: 'father',
        account: 'deleted',
      }),
      expect.objectContaining({
        user_id: parents.linkedToBoth.id,
        relationship_type: 'mother',
        account: 'deleted',
      }),
      expect.objectContaining({
        user_id: parents.unlinked.id,
        relationship_type: 'guardian',
        account: 'deleted',
      }),
      expect.objectContaining({ user_id: shared.id, account: 'kept' }),
    ]);
    expect(properties.accounts.deleted.map(({ id, email }) => ({ id, email }))).toEqual(
      Object.values(parents).map(({ id, email }) => ({ id, email })),
    );
    expect(properties.accounts.deactivated).toEqual([
      expect.objectContaining({
        id: admin.id,
        email: admin.email,
        status: { before: 'active', after: 'inactive' },
      }),
    ]);
    expect(properties.accounts.kept).toEqual([
      expect.objectContaining({ id: shared.id, was: 'parent', roles: ['teacher'] }),
    ]);
  });

  it('keeps an admin who also holds another role active, with their sessions, and without the school', async () => {
    const { school, user } = await createSchoolAdmin(t.db, { user: { roles: ['school_admin', 'teacher'] } });
    const admin = await live(user);
    const res = await deleteSchool(school.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await t.db.selectFrom('users').select('status').where('id', '=', admin.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('active');
    expect((await me(admin.token)).statusCode).toBe(200);
    // No school any more: the school console answers so.
    const console = await call(t.app, admin.token, { method: 'GET', url: '/api/school/profile' });
    expect(console.statusCode).toBe(403);
    expect(console.json().message).toBe('No school is assigned to your account.');
    const [audit] = (await auditsOfEvent(t.db, 'school_deleted')).filter((a) => a.school_id === school.id);
    expect(audit!.properties).toMatchObject({
      accounts: {
        deleted: [],
        deactivated: [],
        kept: [{ id: admin.id, was: 'school_admin', roles: ['school_admin', 'teacher'] }],
      },
    });
  });

  it('answers 409 while a teacher remains and 404 for a missing school, changing no account', async () => {
    const { school, user } = await createSchoolAdmin(t.db);
    await createTeacher(t.db, school.id);
    const parent = await createParent(t.db, school.id);
    const tokens = [await mintToken(t.db, user.id), await mintToken(t.db, parent.user.id)];
    const before = await dbState(t.db);
    const conflict = await deleteSchool(school.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ success: false, message: SCHOOL_IN_USE });
    const missing = await deleteSchool(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'School not found.' });
    expect(await dbState(t.db)).toEqual(before);
    for (const token of tokens) expect((await me(token)).statusCode).toBe(200);
  });
});
