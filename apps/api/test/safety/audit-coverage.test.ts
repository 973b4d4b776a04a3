import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import type { RouteAccess } from '../../src/plugins/auth';
import { createSchoolAdmin, createUser, DEFAULT_PASSWORD } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { setUpRouteTests, type RouteTestSetup } from '../helpers/route-principals';
import {
  buildRequest,
  mintToken,
  routeName,
  scopeOf,
  snapshot,
  tableNames,
  type Principal,
  type RequestContext,
} from '../helpers/route-requests';
import { differingBody } from '../helpers/changed-request';
import { changesBetween, readRows, unrecordedChanges } from '../helpers/row-changes';
import { call, SERVER_ERROR, withAuditTableMissing, type ParsedAudit } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The audit trail is complete: every change the API makes, through any route of the app's own
 * table (app.routeAccess, so routes added later are covered as they are registered), and every
 * export, writes at least one entry, with the caller's address, browser, user and school; an
 * update keeps what was there before and after, a delete what was deleted. What an update keeps
 * is held to what it changed: the database is read before and after each update (sent twice, the
 * second time with every field changed), and every column that changed must be found in the
 * entry with its old value under `before` and its new one under `after`. Sign-in, failed sign-in
 * and sign-out are checked on their own. Nothing the API does takes an entry away.
 */
let t: TestApp;
let ctx: RequestContext;
let tables: string[];
let setup: RouteTestSetup;
let superadmin: Principal;
let schoolA: Principal;

beforeAll(async () => {
  t = await createTestApp();
  setup = await setUpRouteTests(t);
  ({ ctx, tables, superadmin, schoolA } = setup);
});
afterAll(() => t.close());

async function auditCount(): Promise<number> {
  const row = await t.db
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function entriesAfter(id: number): Promise<ParsedAudit[]> {
  const rows = await t.db.selectFrom('audit_logs').selectAll().where('id', '>', id).orderBy('id').execute();
  return rows.map((r) => ({
    ...r,
    properties: r.properties ? (JSON.parse(r.properties) as Record<string, unknown>) : null,
  }));
}

async function lastId(): Promise<number> {
  const row = await t.db
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Updates of a secret: the entry says that it changed, and holds neither value. */
const SECRET_UPDATES = new Set(['PUT /api/me/password']);

const isExport = (route: RouteAccess) => route.method === 'GET' && route.url.endsWith('/export');
const changes = (route: RouteAccess) => route.method !== 'GET' || isExport(route);

/**
 * POST routes on an id that create something under it (an admin account, a link, an enrolment)
 * rather than change the thing: their entry keeps what was made, under `after`.
 */
const CHILD_CREATIONS = new Set([
  'POST /api/superadmin/schools/:id/assign-admin',
  'POST /api/school/parents/:id/link-student',
  'POST /api/school-admin/students/:id/promote',
  // An import's run creates the file's records; the import's own state is held to the rule below.
  'POST /api/school/imports/students/:id/run',
  'POST /api/school/imports/teachers/:id/run',
]);

/** State changes made by POST that the rule below must reach (it is a rule, so new ones are too). */
const STATE_CHANGES_BY_POST = [
  'POST /api/superadmin/users/:id/suspend',
  'POST /api/superadmin/users/:id/activate',
  'POST /api/superadmin/users/:id/approve',
  'POST /api/superadmin/users/:id/assign-roles',
  'POST /api/superadmin/roles/:id/assign-permissions',
  'POST /api/superadmin/schools/:id/activate',
  'POST /api/superadmin/schools/:id/deactivate',
  'POST /api/superadmin/inquiries/:id/handle',
  'POST /api/superadmin/inquiries/:id/reopen',
  'POST /api/school/academic-years/:id/set-current',
  'POST /api/school/sections/:id/assign-students',
  'POST /api/school/teachers/:id/assign-classes',
  'POST /api/school/teachers/:id/assign-subjects',
];

/** POST routes without an id that replace something which existed: the caller's or school's own. */
const OWN_UPDATES = new Set(['POST /api/me/profile-picture', 'POST /api/school/profile/logo']);

/**
 * Updates of something that existed, whose entry keeps `before` and `after`: every PUT and PATCH,
 * and every POST on an id (suspend, activate, set-current, assign-roles, handle...) that does not
 * create a child, so a state change added later as a POST is held to the same rule.
 */
function isUpdate(route: RouteAccess): boolean {
  const name = routeName(route);
  if (route.method === 'PUT' || route.method === 'PATCH') return true;
  if (route.method !== 'POST') return false;
  return OWN_UPDATES.has(name) || (route.url.includes('/:id/') && !CHILD_CREATIONS.has(name));
}

/** Requests whose generated form changes nothing: a reset asked for an account that exists. */
async function requestFor(route: RouteAccess, owner: Principal): Promise<InjectOptions> {
  const request = await buildRequest(ctx, route, owner);
  if (routeName(route) === 'POST /api/forgot-password') {
    const user = await createUser(t.db, { roles: ['teacher'] });
    return { ...request, payload: { email: user.email } };
  }
  return request;
}

describe('the audit trail', () => {
  it('has an entry for every change and export, by any route', { timeout: 180_000 }, async () => {
    const wrong: string[] = [];
    const refused: string[] = [];
    let covered = 0;
    const updatesByPost = new Set<string>();
    let count = await auditCount();
    const routes = t.app.routeAccess.filter(changes);
    for (const [index, route] of routes.entries()) {
      const name = routeName(route);
      try {
        const owner = setup.ownerOf(route);
        const request = await requestFor(route, owner);
        const caller = await setup.callerOf(route);
        const userAgent = `AuditCoverage/${index}`;
        const ip = freshIp();
        const before = await lastId();
        const res = await call(t.app, caller.token, {
          ...request,
          remoteAddress: ip,
          headers: { ...request.headers, 'user-agent': userAgent },
        });
        const now = await auditCount();
        if (now < count) wrong.push(`${name}: the audit trail lost ${count - now} entries`);
        count = now;
        if (res.statusCode >= 300) {
          refused.push(`${name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          continue;
        }
        covered++;
        if (route.method === 'POST' && isUpdate(route)) updatesByPost.add(name);
        const entries = await entriesAfter(before);
        if (entries.length === 0) {
          wrong.push(`${name}: answered ${res.statusCode} and wrote no audit entry`);
          continue;
        }
        for (const entry of entries) {
          const label = `${name} (${entry.event})`;
          if (entry.ip_address !== ip) wrong.push(`${label}: ip ${entry.ip_address}, expected ${ip}`);
          if (entry.user_agent !== userAgent) wrong.push(`${label}: user agent ${entry.user_agent}`);
          if (caller.userId !== null && entry.user_id !== caller.userId) {
            wrong.push(`${label}: user ${entry.user_id}, expected the caller ${caller.userId}`);
          }
          // A school's admin, its teachers, parents and students act in that school.
          const school = setup.schoolA.schoolId;
          if (
            ['school', 'teacher', 'parent', 'student'].includes(scopeOf(route)) &&
            entry.school_id !== school
          ) {
            wrong.push(`${label}: school ${entry.school_id}, expected ${school}`);
          }
          const properties = entry.properties ?? {};
          if (
            isUpdate(route) &&
            !SECRET_UPDATES.has(name) &&
            !('before' in properties && 'after' in properties)
          ) {
            wrong.push(
              `${label}: an update without before and after (${JSON.stringify(properties).slice(0, 120)})`,
            );
          }
          if (CHILD_CREATIONS.has(name) && !('after' in properties)) {
            wrong.push(`${label}: a creation without after (${JSON.stringify(properties).slice(0, 120)})`);
          }
          if (route.method === 'DELETE' && !('before' in properties)) {
            wrong.push(`${label}: a delete without before (${JSON.stringify(properties).slice(0, 120)})`);
          }
          if (isExport(route) && (entry.event !== 'data_export' || !('filters' in properties))) {
            wrong.push(`${label}: an export audited without data_export and its filters`);
          }
        }
      } catch (error) {
        wrong.push(`${name}: no valid request could be built: ${(error as Error).message}`);
      }
    }
    console.log(
      `audit coverage: ${covered} of ${routes.length} changing routes answered 2xx and were checked` +
        (refused.length ? `; refused: ${refused.join(' | ')}` : ''),
    );
    expect(wrong).toEqual([]);
    // A refusal is a state conflict of a generated request (409), never most of the routes.
    expect(refused.every((r) => / 409 /.test(r))).toBe(true);
    expect(covered).toBeGreaterThan(routes.length * 0.9);
    // The rule reaches the state changes made by POST, not only PUT and PATCH.
    expect([...updatesByPost]).toEqual(expect.arrayContaining(STATE_CHANGES_BY_POST));
  });

  it(
    'keeps in every update entry each column the update changed, old and new',
    { timeout: 240_000 },
    async () => {
      const wrong: string[] = [];
      let checked = 0;
      const changedColumns = new Set<string>();
      // A POST that makes something under an id may change the thing too (a promotion sets the
      // student's roll number): held to the same rule.
      const updating = (r: RouteAccess) => isUpdate(r) || CHILD_CREATIONS.has(routeName(r));
      for (const [index, route] of t.app.routeAccess.filter(updating).entries()) {
        const name = routeName(route);
        try {
          const owner = setup.ownerOf(route);
          // One caller for both requests: a signed-in route changes the caller's own account.
          const caller = await setup.callerOf(route);
          const first = await requestFor(route, owner);
          const requests = [first];
          const body = (route.schema as { body?: Parameters<typeof differingBody>[0] }).body;
          // A second body that differs in every field makes the update change every column it can.
          if (body && route.method !== 'POST' && !SECRET_UPDATES.has(name)) {
            const next = await requestFor(route, owner);
            requests.push({
              ...next,
              url: first.url,
              payload: differingBody(body, first.payload, next.payload) as never,
            });
          }
          for (const [n, request] of requests.entries()) {
            const label = `${name} (request ${n + 1})`;
            const rowsBefore = await readRows(t.db, tables);
            const before = await lastId();
            const res = await call(t.app, caller.token, {
              ...request,
              remoteAddress: freshIp(),
              headers: { ...request.headers, 'user-agent': `AuditChanges/${index}` },
            });
            if (res.statusCode >= 300) {
              wrong.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
              break;
            }
            const changes = changesBetween(rowsBefore, await readRows(t.db, tables));
            for (const c of changes.columns) changedColumns.add(`${name} ${c.column}`);
            for (const missing of unrecordedChanges(changes, await entriesAfter(before))) {
              wrong.push(`${label}: ${missing}`);
            }
            checked++;
          }
        } catch (error) {
          wrong.push(`${name}: no valid request could be built: ${(error as Error).message}`);
        }
      }
      console.log(
        `audit changes: ${checked} update requests checked; columns changed: ${[...changedColumns].join(', ')}`,
      );
      expect(wrong).toEqual([]);
      // The requests did change what the rule is about: each field of a student edit, the enrolment
      // included, and the roll numbers set while assigning students to a section.
      expect([...changedColumns]).toEqual(
        expect.arrayContaining(
          [
            'phone',
            'blood_group',
            'class_id',
            'section_id',
            'roll_no',
            'dob',
            'gender',
            'status',
            'admission_date',
          ]
            .map((column) => `PUT /api/school/students/:id ${column}`)
            .concat([
              'POST /api/school/sections/:id/assign-students section_id',
              'POST /api/school/sections/:id/assign-students roll_no',
              'POST /api/school/academic-years/:id/set-current is_current',
              'PUT /api/school/settings/information address_line1',
            ]),
        ),
      );
    },
  );

  it('keeps no change whose entry cannot be written: the caller gets the generic 500', async () => {
    const user = await createUser(t.db, { roles: ['teacher'] });
    const { user: signingIn } = await createSchoolAdmin(t.db);
    const route = (name: string) => t.app.routeAccess.find((r) => routeName(r) === name)!;
    const cases: [string, InjectOptions, string | null][] = [
      [
        'a superadmin change',
        { method: 'POST', url: `/api/superadmin/users/${user.id}/suspend` },
        await mintToken(t.db, superadmin.userId!),
      ],
      [
        'a school change',
        await buildRequest(ctx, route('POST /api/school/classes'), schoolA),
        await mintToken(t.db, schoolA.userId!),
      ],
      [
        'a sign-in',
        {
          method: 'POST',
          url: '/api/login',
          payload: { email: signingIn.email, password: signingIn.password },
          remoteAddress: freshIp(),
        },
        null,
      ],
    ];
    // The walk above may have left the callers, and the platform, with another language: these
    // answers are read in English.
    await t.db.updateTable('users').set({ language: null }).execute();
    const inEnglish = (request: InjectOptions): InjectOptions => ({
      ...request,
      headers: { ...request.headers, 'accept-language': 'en' },
    });
    const tables = await tableNames(t.db);
    for (const [kind, request, token] of cases) {
      const before = await snapshot(t.db, tables);
      const res = await withAuditTableMissing(t.db, () => call(t.app, token, inEnglish(request)));
      expect([kind, res.statusCode, res.json()]).toEqual([kind, 500, SERVER_ERROR]);
      expect(await snapshot(t.db, tables), kind).toEqual(before);
    }
  });

  it('records a sign-in with the account, its school, the address and the browser', async () => {
    const { user, school } = await createSchoolAdmin(t.db);
    const before = await lastId();
    const ip = freshIp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: ip,
      headers: { 'user-agent': 'SignIn/1.0' },
    });
    expect(res.statusCode).toBe(200);
    expect(await entriesAfter(before)).toEqual([
      expect.objectContaining({
        event: 'user_login',
        user_id: user.id,
        school_id: school.id,
        ip_address: ip,
        user_agent: 'SignIn/1.0',
      }),
    ]);
  });

  it('records a failed sign-in with the e-mail tried and never the password', async () => {
    const user = await createUser(t.db, { roles: ['teacher'] });
    for (const [email, userId] of [
      [user.email, user.id],
      [`nobody-${Date.now()}@example.com`, null],
    ] as const) {
      const before = await lastId();
      const ip = freshIp();
      const password = `Wrong#${Date.now()}secret`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        remoteAddress: ip,
        headers: { 'user-agent': 'Guesser/1.0' },
      });
      expect(res.statusCode).toBe(401);
      const entries = await entriesAfter(before);
      expect(entries).toEqual([
        expect.objectContaining({
          event: 'login_failed',
          user_id: userId,
          ip_address: ip,
          user_agent: 'Guesser/1.0',
          properties: { email },
        }),
      ]);
      expect(JSON.stringify(entries)).not.toContain(password);
      expect(JSON.stringify(entries)).not.toContain(DEFAULT_PASSWORD);
    }
  });

  it('records a sign-out as the user who signed out', async () => {
    const user = await createUser(t.db, { roles: ['teacher'] });
    const token = await mintToken(t.db, user.id);
    const before = await lastId();
    const ip = freshIp();
    const res = await call(t.app, token, {
      method: 'POST',
      url: '/api/logout',
      remoteAddress: ip,
      headers: { 'user-agent': 'Leaving/1.0' },
    });
    expect(res.statusCode).toBe(200);
    expect(await entriesAfter(before)).toEqual([
      expect.objectContaining({
        event: 'user_logout',
        user_id: user.id,
        ip_address: ip,
        user_agent: 'Leaving/1.0',
      }),
    ]);
  });

  it('writes the entry in the time of the change, not later', async () => {
    const start = isoNow();
    const before = await lastId();
    const token = await mintToken(t.db, superadmin.userId!);
    const res = await call(t.app, token, { method: 'GET', url: '/api/superadmin/users/export' });
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesAfter(before);
    expect(entry).toMatchObject({ event: 'data_export', user_id: superadmin.userId });
    expect(entry!.created_at >= start && entry!.created_at <= isoNow()).toBe(true);
  });
});
