import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool } from '../helpers/factories';
import { freshIp, signIn } from '../helpers/http';
import { createParent, createStudent, createTeacher, parentRecordOf } from '../helpers/people';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The message a deactivated school's admin gets: its teachers, students and parents get it too. */
const INACTIVE = {
  success: false,
  message: 'Your school is inactive. Please contact the platform administrator.',
};

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const setActive = async (schoolId: number, active: boolean) => {
  const res = await call(t.app, s.sa, {
    method: 'POST',
    url: `/api/superadmin/schools/${schoolId}/${active ? 'activate' : 'deactivate'}`,
  });
  expect(res.statusCode).toBe(200);
};
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: freshIp() });

/** Each kind of person a school has besides its admin. */
const PEOPLE = {
  teacher: (schoolId: number) => createTeacher(t.db, schoolId),
  student: (schoolId: number) => createStudent(t.db, schoolId),
  parent: async (schoolId: number) => {
    const child = await createStudent(t.db, schoolId);
    return createParent(t.db, schoolId, { students: [child.student.id] });
  },
};

describe.each(Object.entries(PEOPLE))("a deactivated school's %s", (_role, create) => {
  it('is refused on every call with the session they hold, and let back in on reactivation', async () => {
    const school = await createSchool(t.db);
    const { user } = await create(school.id);
    const { token } = await signIn(t.app, user.email, user.password);
    expect((await call(t.app, token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    await setActive(school.id, false);
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['PUT', '/api/me'],
      ['POST', '/api/logout'],
    ] as const) {
      const res = await call(t.app, token, { method, url, ...(method === 'PUT' ? { payload: {} } : {}) });
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, INACTIVE]);
    }

    await setActive(school.id, true);
    expect((await call(t.app, token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('cannot sign in while the school is inactive (403 after the right password), and can after', async () => {
    const school = await createSchool(t.db);
    const { user } = await create(school.id);
    await setActive(school.id, false);
    const refused = await login(user.email, user.password);
    expect([refused.statusCode, refused.json()]).toEqual([403, INACTIVE]);
    expect((await login(user.email, 'Wrong#password1')).statusCode).toBe(401);
    expect(
      await t.db.selectFrom('access_tokens').where('user_id', '=', user.id).select('id').execute(),
    ).toEqual([]);

    await setActive(school.id, true);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("is not touched by another school's deactivation", async () => {
    const school = await createSchool(t.db);
    const other = await createSchool(t.db);
    const { user } = await create(school.id);
    await setActive(other.id, false);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('a person of two schools', () => {
  it('keeps signing in while one of them is active, and is kept out once both are inactive', async () => {
    const first = await createSchool(t.db);
    const second = await createSchool(t.db);
    const { user } = await createTeacher(t.db, first.id);
    // One account that teaches at the first school and is a parent at the second.
    await parentRecordOf(t.db, second.id, user.id, { relationship: 'mother' });
    const { token } = await signIn(t.app, user.email, user.password);

    await setActive(first.id, false);
    expect((await call(t.app, token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    await setActive(second.id, false);
    const refused = await call(t.app, token, { method: 'GET', url: '/api/me' });
    expect([refused.statusCode, refused.json()]).toEqual([403, INACTIVE]);
  });

  it('counts the school of an archived teacher record: it places nobody, but it is one of theirs', async () => {
    const taught = await createSchool(t.db);
    const other = await createSchool(t.db);
    const { user, teacher } = await createTeacher(t.db, taught.id);
    await t.db
      .updateTable('teachers')
      .set({ archived_at: teacher.created_at })
      .where('id', '=', teacher.id)
      .execute();
    await parentRecordOf(t.db, other.id, user.id, { relationship: 'mother' });
    const { token } = await signIn(t.app, user.email, user.password);
    await setActive(other.id, false);
    // The archived record's school is active: the account is not kept out, at sign-in or after.
    expect((await call(t.app, token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    await setActive(taught.id, false);
    const refused = await call(t.app, token, { method: 'GET', url: '/api/me' });
    expect([refused.statusCode, refused.json()]).toEqual([403, INACTIVE]);
    const refusedSignIn = await login(user.email, user.password);
    expect([refusedSignIn.statusCode, refusedSignIn.json()]).toEqual([403, INACTIVE]);
  });
});
