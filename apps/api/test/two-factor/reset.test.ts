import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchoolAdmin, createUser, type FactoryUser } from '../helpers/factories';
import { as, freshIp } from '../helpers/http';
import { createParent, createStudent, createTeacher } from '../helpers/people';
import { mintToken } from '../helpers/route-requests';
import { auditsOfEvent, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { enableTwoFactor, passwordStep, ticketOf } from '../helpers/two-factor';

/*
 * Recovery by an administrator: a superadmin removes another user's second factor, a school admin
 * that of their school's teachers, students and parents. Audited, the person told by e-mail in
 * their language; their sessions go on.
 */
let t: TestApp;
let root: FactoryUser;
let sa: string;
beforeAll(async () => {
  t = await createTestApp();
  root = await createUser(t.db, { roles: ['superadmin'] });
  sa = await mintToken(t.db, root.id);
});
afterAll(() => t.close());

const del = (token: string, url: string) =>
  as(t.app, token, { method: 'DELETE', url, remoteAddress: freshIp() });
const factorOf = (userId: number) =>
  t.db.selectFrom('second_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
const rowsOf = async (userId: number) => ({
  factor: await factorOf(userId),
  codes: await t.db.selectFrom('recovery_codes').selectAll().where('user_id', '=', userId).execute(),
  tickets: await t.db.selectFrom('sign_in_tickets').selectAll().where('user_id', '=', userId).execute(),
});
const mailsTo = (address: string) =>
  t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();

describe('a superadmin', () => {
  it("removes another user's second factor, codes and tickets; audited, mailed, sessions kept", async () => {
    const user = await createUser(t.db, { roles: ['teacher'], language: 'fr' });
    await enableTwoFactor(t.db, user.id);
    await ticketOf(t.db, user.id, 'code');
    const session = await mintToken(t.db, user.id);
    const before = await lastAuditId(t.db);

    const res = await del(sa, `/api/superadmin/users/${user.id}/two-factor`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: `Two-factor sign-in of ${user.name} was reset.` });
    expect(await rowsOf(user.id)).toEqual({ factor: undefined, codes: [], tickets: [] });
    const [entry] = await auditsOfEvent(t.db, 'two_factor_reset', before);
    expect(entry).toMatchObject({ user_id: root.id });
    expect(entry!.properties).toMatchObject({ user_id: user.id, after: { enabled_at: null } });
    expect((entry!.properties!.before as { enabled_at: string }).enabled_at).toBeTruthy();
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('La connexion à deux facteurs a été retirée de votre compte Schoolwise');
    expect(mail!.body).toContain(`Bonjour ${user.name}`);
    // Their session goes on; the password alone signs in now.
    expect((await as(t.app, session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: freshIp(),
    });
    expect(login.json().data.token).toBeDefined();
  });

  it('never resets their own this way, and answers 404 and 409 as it should, changing nothing', async () => {
    await enableTwoFactor(t.db, root.id);
    const own = await del(sa, `/api/superadmin/users/${root.id}/two-factor`);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(
      'You cannot reset your own two-factor sign-in: turn it off in your profile instead.',
    );
    expect(await factorOf(root.id)).toBeDefined();
    expect((await del(sa, '/api/superadmin/users/999999/two-factor')).statusCode).toBe(404);
    const plain = await createUser(t.db);
    const none = await del(sa, `/api/superadmin/users/${plain.id}/two-factor`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This account has no two-factor sign-in to reset.');
  });

  it('needs users_two_factor_reset: a school admin is refused 403', async () => {
    const { user: admin } = await createSchoolAdmin(t.db);
    const user = await createUser(t.db);
    await enableTwoFactor(t.db, user.id);
    const res = await del(await mintToken(t.db, admin.id), `/api/superadmin/users/${user.id}/two-factor`);
    expect(res.statusCode).toBe(403);
    expect(await factorOf(user.id)).toBeDefined();
  });
});

describe('a school admin', () => {
  it("removes the second factor of the school's teachers, students and parents", async () => {
    const { user: admin, school } = await createSchoolAdmin(t.db);
    const token = await mintToken(t.db, admin.id);
    const people: [string, number, number, string][] = [];
    const teacher = await createTeacher(t.db, school.id);
    people.push(['teachers', teacher.teacher.id, teacher.user.id, teacher.user.email]);
    const student = await createStudent(t.db, school.id);
    people.push(['students', student.student.id, student.user.id, student.user.email]);
    const parent = await createParent(t.db, school.id);
    people.push(['parents', parent.parent.id, parent.user.id, parent.user.email]);
    for (const [path, id, userId, email] of people) {
      await enableTwoFactor(t.db, userId);
      const before = await lastAuditId(t.db);
      const res = await del(token, `/api/school/${path}/${id}/two-factor`);
      expect(res.statusCode, path).toBe(200);
      expect(await rowsOf(userId)).toEqual({ factor: undefined, codes: [], tickets: [] });
      const [entry] = await auditsOfEvent(t.db, 'two_factor_reset', before);
      expect(entry).toMatchObject({ user_id: admin.id, school_id: school.id });
      expect(entry!.properties).toMatchObject({ user_id: userId });
      expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
        'Two-factor sign-in was removed from your Schoolwise account',
      ]);
      // Without one: 409.
      expect((await del(token, `/api/school/${path}/${id}/two-factor`)).statusCode).toBe(409);
    }
  });

  it("gets 404 for another school's person, and nothing changes", async () => {
    const { user: admin } = await createSchoolAdmin(t.db);
    const token = await mintToken(t.db, admin.id);
    const { school: other } = await createSchoolAdmin(t.db);
    const teacher = await createTeacher(t.db, other.id);
    const student = await createStudent(t.db, other.id);
    const parent = await createParent(t.db, other.id);
    for (const [path, id, userId] of [
      ['teachers', teacher.teacher.id, teacher.user.id],
      ['students', student.student.id, student.user.id],
      ['parents', parent.parent.id, parent.user.id],
    ] as const) {
      await enableTwoFactor(t.db, userId);
      const before = await rowsOf(userId);
      const audits = await lastAuditId(t.db);
      const res = await del(token, `/api/school/${path}/${id}/two-factor`);
      expect(res.statusCode, path).toBe(404);
      expect(await rowsOf(userId)).toEqual(before);
      expect(await lastAuditId(t.db)).toBe(audits);
    }
  });

  it("cannot reset a school's person whose account is more than the school's (another role): 409", async () => {
    const { user: admin, school } = await createSchoolAdmin(t.db);
    const token = await mintToken(t.db, admin.id);
    const { user: otherAdmin } = await createSchoolAdmin(t.db);
    // The other school's admin is also a parent here.
    const { parent } = await createParent(t.db, school.id, {
      user: { email: `x${otherAdmin.id}@example.com` },
    });
    await t.db.updateTable('parents').set({ user_id: otherAdmin.id }).where('id', '=', parent.id).execute();
    await enableTwoFactor(t.db, otherAdmin.id);
    const res = await del(token, `/api/school/parents/${parent.id}/two-factor`);
    expect(res.statusCode).toBe(409);
    expect(await factorOf(otherAdmin.id)).toBeDefined();
  });

  it('leaves the person to sign in with the password alone afterwards', async () => {
    const { user: admin, school } = await createSchoolAdmin(t.db);
    const { user, teacher } = await createTeacher(t.db, school.id);
    await enableTwoFactor(t.db, user.id);
    expect((await passwordStep(t.app, user.email, user.password)).second_factor).toBe('code');
    await del(await mintToken(t.db, admin.id), `/api/school/teachers/${teacher.id}/two-factor`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: freshIp(),
    });
    expect(login.json().data.token).toBeDefined();
  });
});
