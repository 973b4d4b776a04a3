import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  consoleSessions,
  FORBIDDEN,
  UNAUTHENTICATED,
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

const options = (token: string | null) =>
  call(t.app, token, { method: 'GET', url: '/api/superadmin/roles/options' });

describe('GET /api/superadmin/roles/options', () => {
  it('lists the five core roles with their ids and display names, in seed order', async () => {
    const res = await options(s.sa);
    expect(res.statusCode).toBe(200);
    const ids = Object.fromEntries(
      (await t.db.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
    );
    expect(res.json()).toEqual({
      success: true,
      data: {
        roles: [
          { id: ids.superadmin, name: 'superadmin', display_name: 'Super Administrator' },
          { id: ids.school_admin, name: 'school_admin', display_name: 'School Administrator' },
          { id: ids.teacher, name: 'teacher', display_name: 'Teacher' },
          { id: ids.student, name: 'student', display_name: 'Student' },
          { id: ids.parent, name: 'parent', display_name: 'Parent' },
        ],
      },
    });
  });

  it('refuses a caller without a token (401)', async () => {
    const res = await options(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it('refuses a school_admin (403)', async () => {
    const res = await options(s.adminToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });
});
