import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/plugins/auth';
import { createSchoolAdmin, createUser } from '../helpers/factories';
import { freshIp, signIn } from '../helpers/http';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Who may call what, for every route of the app's own table (app.routeAccess), as: anonymous, a
 * superadmin, the admins of two schools, a user whose custom role holds exactly the route's
 * permission, and a teacher. Requests name ids that do not exist and send empty bodies, so an
 * allowed caller gets 400/404/422 and nothing changes, while a refused one gets 401/403; the
 * expectation follows from the route's declaration alone, so routes added later are covered as
 * they are registered.
 */
let t: TestApp;
let s: ConsoleSessions;
let teacher: string;
let schoolA: string;
let schoolB: string;
/** A token per permission: a user whose only role holds just that permission. */
const holders = new Map<string, string>();

const MISSING_ID = '999999';
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, MISSING_ID);
const isSchoolRoute = (route: RouteAccess) => /^\/api\/school(-admin)?\//.test(route.url);

beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
  const signInAs = async (user: { email: string; password: string }) =>
    (await signIn(t.app, user.email, user.password)).token;
  teacher = await signInAs(await createUser(t.db, { roles: ['teacher'] }));
  schoolA = await signInAs((await createSchoolAdmin(t.db)).user);
  schoolB = await signInAs((await createSchoolAdmin(t.db)).user);
  const permissions = [...new Set(t.app.routeAccess.flatMap((r) => (r.permission ? [r.permission] : [])))];
  const ids = Object.fromEntries(
    (await t.db.selectFrom('permissions').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
  );
  for (const permission of permissions) {
    const role = await call(t.app, s.sa, {
      method: 'POST',
      url: '/api/superadmin/roles',
      payload: { name: `only_${permission}`, permission_ids: [ids[permission]] },
    });
    expect(role.statusCode).toBe(201);
    holders.set(permission, await signInAs(await createUser(t.db, { roles: [`only_${permission}`] })));
  }
});
afterAll(() => t.close());

const send = (route: RouteAccess, token: string | null) =>
  call(t.app, token, {
    method: route.method,
    url: concrete(route.url),
    remoteAddress: freshIp(),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

type Verdict = 'unauthenticated' | 'forbidden' | 'allowed';
const verdictOf = (status: number): Verdict =>
  status === 401
    ? 'unauthenticated'
    : status === 403
      ? 'forbidden'
      : status >= 500
        ? (`error ${status}` as Verdict)
        : 'allowed';

/** What each principal must get on a route, from its declaration and scope alone. */
function expected(route: RouteAccess): Record<string, Verdict> {
  if (!route.permission && !route.signedIn) {
    return { anonymous: 'allowed', superadmin: 'allowed', teacher: 'allowed' };
  }
  if (route.signedIn) {
    return {
      anonymous: 'unauthenticated',
      superadmin: 'allowed',
      teacher: 'allowed',
      otherHolder: 'allowed',
    };
  }
  const school = isSchoolRoute(route);
  return {
    anonymous: 'unauthenticated',
    // superadmin holds every permission, but a school route needs a school of one's own.
    superadmin: school ? 'forbidden' : 'allowed',
    schoolA: school ? 'allowed' : 'forbidden',
    schoolB: school ? 'allowed' : 'forbidden',
    holder: school ? 'forbidden' : 'allowed',
    otherHolder: 'forbidden',
    teacher: 'forbidden',
  };
}

describe('the authorization matrix', () => {
  it('holds for every registered route and every principal', async () => {
    const routes = t.app.routeAccess.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    const wrong: string[] = [];
    let covered = 0;
    // Sign-out ends the session it is sent with: it runs last.
    const ordered = [
      ...routes.filter((r) => r.url !== '/api/logout'),
      ...routes.filter((r) => r.url === '/api/logout'),
    ];
    for (const route of ordered) {
      const other = [...holders.keys()].find((p) => p !== route.permission)!;
      const tokens: Record<string, string | null> = {
        anonymous: null,
        superadmin: s.sa,
        schoolA,
        schoolB,
        teacher,
        holder: route.permission ? holders.get(route.permission)! : teacher,
        otherHolder: holders.get(other)!,
      };
      for (const [principal, want] of Object.entries(expected(route))) {
        const got = verdictOf((await send(route, tokens[principal]!)).statusCode);
        if (got !== want)
          wrong.push(`${route.method} ${route.url} as ${principal}: ${got}, expected ${want}`);
      }
      covered++;
    }
    console.log(`authorization matrix: ${covered} routes covered / ${routes.length} routes registered`);
    expect(wrong).toEqual([]);
    expect(covered).toBe(routes.length);
  });
});
