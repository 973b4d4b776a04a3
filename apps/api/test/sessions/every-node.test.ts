import { SECURITY_SETTINGS_DEFAULTS } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/connect';
import { createRole, createSchoolAdmin, createUser } from '../helpers/factories';
import { signIn } from '../helpers/http';
import { idleToken } from '../helpers/records';
import { resetSettings } from '../helpers/settings';
import { call, FORBIDDEN, UNAUTHENTICATED } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Every change that ends or narrows what a session may do takes effect on the next request on
 * every API node, whatever that node held in memory: each change is made through one node (`t.app`)
 * right after the other node (`other`, a connection pool of its own) served the same token.
 */

let t: TestApp;
let other: FastifyInstance;
let sa: string;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(t.config, { db: connect(t.config.database) });
  await other.ready();
  const superadmin = await createUser(t.db, { roles: ['superadmin'] });
  sa = (await signIn(t.app, superadmin.email, superadmin.password)).token;
});
afterAll(async () => {
  await other.close();
  await t.close();
});
afterEach(async () => {
  await resetSettings(t.db);
});

const SCHOOL_INACTIVE = {
  success: false,
  message: 'Your school is inactive. Please contact the platform administrator.',
};
const EXPIRED = { success: false, message: 'Your session has expired. Please login again.' };

const me = (token: string) => call(other, token, { method: 'GET', url: '/api/me' });
/** Made through the first node, as the superadmin. */
const change = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await call(t.app, sa, { method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
};

async function signedIn(roles: string[] = ['teacher']) {
  const user = await createUser(t.db, { roles });
  return { user, token: (await signIn(t.app, user.email, user.password)).token };
}

describe('on the next request on another node', () => {
  it('a session signed out is unknown', async () => {
    const { token } = await signedIn();
    expect((await me(token)).statusCode).toBe(200);
    expect((await call(t.app, token, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    const res = await me(token);
    expect([res.statusCode, res.json()]).toEqual([401, UNAUTHENTICATED]);
  });

  it("a session the superadmin ended is unknown, and so are the user's others", async () => {
    const { user, token } = await signedIn();
    const second = (await signIn(t.app, user.email, user.password)).token;
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
    await change('DELETE', `/api/superadmin/users/${user.id}/sessions`);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
  });

  it('a suspended user is refused', async () => {
    const { user, token } = await signedIn();
    expect((await me(token)).statusCode).toBe(200);
    await change('POST', `/api/superadmin/users/${user.id}/suspend`);
    const res = await me(token);
    expect([res.statusCode, res.json()]).toEqual([401, UNAUTHENTICATED]);
  });

  it('a user suspended by a write that left their session in place is refused all the same', async () => {
    const { user, token } = await signedIn();
    expect((await me(token)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
    expect((await me(token)).statusCode).toBe(401);
  });

  it("a user whose roles changed has the new roles' permissions, and only those", async () => {
    const viewer = await createRole(t.db, `viewer_${Date.now()}`, ['schools_view']);
    const plain = await createRole(t.db, `plain_${Date.now()}`, []);
    const { user, token } = await signedIn();
    const schools = () => call(other, token, { method: 'GET', url: '/api/superadmin/schools' });
    expect((await schools()).statusCode).toBe(403);
    await change('POST', `/api/superadmin/users/${user.id}/assign-roles`, { role_ids: [viewer] });
    expect((await schools()).statusCode).toBe(200);
    expect((await me(token)).json().data.roles.map((r: { id: number }) => r.id)).toEqual([viewer]);
    await change('POST', `/api/superadmin/users/${user.id}/assign-roles`, { role_ids: [plain] });
    const res = await schools();
    expect([res.statusCode, res.json()]).toEqual([403, FORBIDDEN]);
  });

  it("a deactivated school's admin is refused, and let back in once it is active again", async () => {
    const { user, school } = await createSchoolAdmin(t.db);
    const { token } = await signIn(t.app, user.email, user.password);
    const students = () => call(other, token, { method: 'GET', url: '/api/school/students' });
    expect((await students()).statusCode).toBe(200);
    await change('POST', `/api/superadmin/schools/${school.id}/deactivate`);
    for (const res of [await students(), await me(token)]) {
      expect([res.statusCode, res.json()]).toEqual([403, SCHOOL_INACTIVE]);
    }
    await change('POST', `/api/superadmin/schools/${school.id}/activate`);
    expect((await students()).statusCode).toBe(200);
  });

  it('a shorter session timeout expires a session idle for longer', async () => {
    const { token } = await signedIn();
    await idleToken(t.db, token, 20);
    expect((await me(token)).statusCode).toBe(200);
    await idleToken(t.db, token, 20);
    await change('PUT', '/api/superadmin/settings/security', {
      ...SECURITY_SETTINGS_DEFAULTS,
      session_timeout: 15,
    });
    const res = await me(token);
    expect([res.statusCode, res.json()]).toEqual([401, EXPIRED]);
  });
});
