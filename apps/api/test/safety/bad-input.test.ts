import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessState } from '../helpers/access';
import { createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { isSchoolRoute } from '../helpers/route-requests';
import {
  call,
  callerToken,
  consoleSessions,
  dbState,
  withPortalSessions,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Input no route can take, tried on every route of the app's own table: answered 400 or 422 with
 * the envelope, never 500, on both engines (PostgreSQL refuses NUL in text, which once gave 500s).
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await withPortalSessions(t.app, t.db, await consoleSessions(t.app, t.db));
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
const tokenFor = (route: { url: string; permission: string | null; signedIn: boolean }) =>
  callerToken(s, route);
const writes = () => t.app.routeAccess.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
const changed = async () => ({ ...(await dbState(t.db)), ...(await accessState(t.db)) });

describe('control characters', () => {
  it('in any field of any JSON body: 422 naming the field, nothing written', async () => {
    const before = await changed();
    for (const route of writes().filter((r) => r.url !== '/api/logout')) {
      for (const bad of ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f']) {
        const res = await call(t.app, tokenFor(route), {
          method: route.method,
          url: concrete(route.url),
          payload: { name: bad, permissions: [{ name: 'ok', description: bad }] },
          remoteAddress: freshIp(),
        });
        expect([route.url, res.statusCode]).toEqual([route.url, 422]);
        const { message, errors } = res.json();
        expect(message).toBe('Name must not contain control characters.');
        expect(errors).toEqual({
          name: ['Name must not contain control characters.'],
          'permissions.0.description': ['Permissions must not contain control characters.'],
        });
      }
    }
    expect(await changed()).toEqual(before);
  });

  it('in a search term or any other query value: 400', async () => {
    for (const route of t.app.routeAccess.filter(
      (r) => r.method === 'GET' && (r.url.startsWith('/api/superadmin') || isSchoolRoute(r.url)),
    )) {
      const res = await call(t.app, tokenFor(route), {
        method: 'GET',
        url: `${concrete(route.url)}?search=a%00b`,
      });
      expect([route.url, res.statusCode, res.json().errors]).toEqual([
        route.url,
        400,
        { search: ['Search must not contain control characters.'] },
      ]);
    }
  });

  it('leaves tabs and line breaks alone (a message may have paragraphs)', async () => {
    const res = await call(t.app, s.sa, {
      method: 'POST',
      url: '/api/superadmin/roles',
      payload: { name: 'tabbed_role', description: 'Line one\r\nLine two\twith a tab' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.description).toBe('Line one\r\nLine two\twith a tab');
  });
});

describe('path ids', () => {
  const withId = () => t.app.routeAccess.filter((r) => r.url.includes(':id'));

  // Every route with an id, seven spellings each: past 30 s on PostgreSQL beside other work.
  it(
    'take canonical decimal integers only: other spellings of a number are 400',
    { timeout: 300_000 },
    async () => {
      expect(withId().length).toBeGreaterThan(10);
      for (const route of withId()) {
        for (const id of ['01', '1e3', '+1', '0x10', '1.0', '%201', '-1', '0', '2147483648', '99999999999']) {
          const res = await call(t.app, tokenFor(route), {
            method: route.method,
            url: route.url.replace(':id', id),
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          expect([route.method, route.url, id, res.statusCode]).toEqual([route.method, route.url, id, 400]);
          expect(res.json()).toMatchObject({
            success: false,
            message: 'Bad request. Please check your input.',
          });
        }
      }
    },
  );
});

describe('ids in bodies', () => {
  it('out of the integer range are a 422, never a 500', async () => {
    const user = await createUser(t.db, { roles: ['teacher'] });
    for (const [url, field] of [
      [`/api/superadmin/users/${user.id}/assign-roles`, 'role_ids'],
      ['/api/superadmin/roles/2/assign-permissions', 'permission_ids'],
      ['/api/superadmin/permissions', 'role_ids'],
    ] as const) {
      for (const id of [2147483648, 1e20, -1, 0, 1.5]) {
        const res = await call(t.app, s.sa, {
          method: 'POST',
          url,
          payload: { name: 'range_check', [field]: [id] },
        });
        expect([url, id, res.statusCode]).toEqual([url, id, 422]);
        expect(Object.keys(res.json().errors)).toEqual([`${field}.0`]);
      }
    }
  });
});
