import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/connect';
import { isoMinutesAgo } from '../../src/lib/time';
import { REFUSAL_LIMIT, REFUSAL_WINDOW_MINUTES } from '../../src/modules/taken-values/taken-values.service';
import type { RouteAccess } from '../../src/plugins/auth';
import { createSchool, createSchoolAdmin, createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { createParent, createStudent, createTeacher } from '../helpers/people';
import { REFUSED, refusalsAfter, withoutAudit } from '../helpers/refusals';
import { setUpRouteTests } from '../helpers/route-principals';
import {
  buildRequest,
  mintToken,
  routeName,
  scopeOf,
  snapshot,
  uniq,
  type Principal,
  type RequestContext,
} from '../helpers/route-requests';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { call, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A school-level caller must not map the platform's e-mails and school codes through the "already
 * been taken" answer of its forms (issue 23). A value held outside the caller's school is still
 * refused with that message, but each such refusal is audited (`unique_value_refused`) outside the
 * refused request, and past REFUSAL_LIMIT of them in the window the account's next checks answer
 * 429, free value or taken. Values of the school's own people are refused as always and not
 * counted; successes do not count; the count holds across API nodes and against parallel bursts.
 */
let t: TestApp;
let ctx: RequestContext;
let tables: string[];
/** E-mails and codes held outside any school under test: another school's people and codes. */
const outside = { email: [] as string[], code: [] as string[] };

beforeAll(async () => {
  t = await createTestApp();
  ({ ctx, tables } = await setUpRouteTests(t));
  const other = await createSchoolAdmin(t.db);
  outside.email.push(other.user.email);
  outside.email.push((await createTeacher(t.db, other.school.id)).user.email);
  outside.email.push((await createStudent(t.db, other.school.id)).user.email);
  outside.email.push((await createParent(t.db, other.school.id)).user.email);
  outside.code.push(other.school.code);
  while (outside.email.length <= REFUSAL_LIMIT * 3) outside.email.push((await createUser(t.db)).email);
  while (outside.code.length <= REFUSAL_LIMIT * 3) outside.code.push((await createSchool(t.db)).code);
});
afterAll(() => t.close());

type Kind = keyof typeof outside;

/** The kind of platform-wide unique value a body field could hold, by its name. */
const kindOf = (field: string): Kind | null =>
  /(^|_)email$/.test(field) ? 'email' : /(^|_)code$/.test(field) ? 'code' : null;

const TAKEN: Record<Kind, string> = {
  email: 'Email has already been taken.',
  code: 'Code has already been taken.',
};
const TOO_MANY = /^Too many requests\. Please try again in \d+ minutes?\.$/;

const freeValue = (kind: Kind) =>
  kind === 'email' ? `free-${uniq()}@example.com` : `F${uniq()}`.toUpperCase();

const principalOf = (admin: SchoolAdminSession): Principal => ({
  name: 'admin',
  userId: admin.userId,
  schoolId: admin.schoolId,
});

const route = (name: string) => t.app.routeAccess.find((r) => routeName(r) === name)!;

/** A valid request of the route, on fresh fixtures of the admin's school. */
const requestOn = (name: string, admin: SchoolAdminSession) =>
  buildRequest(ctx, route(name), principalOf(admin));

/** Sends the request again with `field` set to `value`, from an address and browser of its own. */
function send(
  request: InjectOptions,
  token: string,
  field: string,
  value: string,
  app: FastifyInstance = t.app,
) {
  return call(app, token, {
    ...request,
    payload: { ...(request.payload as object), [field]: value },
    remoteAddress: freshIp(),
    headers: { 'user-agent': `Prober/${uniq()}` },
  });
}

const refusalCount = async (userId: number) =>
  (await refusalsAfter(t.db, 0)).filter((r) => r.user_id === userId).length;

/** The school routes and the caller's own profile: every body field that can hold an e-mail or a code. */
function schoolLevelFields(): { route: RouteAccess; field: string; kind: Kind }[] {
  const out: { route: RouteAccess; field: string; kind: Kind }[] = [];
  for (const r of t.app.routeAccess) {
    if (scopeOf(r) !== 'school' && scopeOf(r) !== 'signedIn') continue;
    const shape = (
      r.schema as { body?: { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> } }
    ).body?.shape;
    for (const [field, schema] of Object.entries(shape ?? {})) {
      const kind = kindOf(field);
      // A field that cannot hold such a value (a postal code's pattern) cannot be probed with it.
      if (kind && schema.safeParse(outside[kind][0]).success) out.push({ route: r, field, kind });
    }
  }
  return out;
}

describe('a value held outside the caller’s school, on every school-level route', () => {
  it(
    'is refused with the message, audited outside the refused request, and limited per account',
    { timeout: 300_000 },
    async () => {
      const refusing: string[] = [];
      const wrong: string[] = [];
      const fields = schoolLevelFields();
      for (const { route: r, field, kind } of fields) {
        const name = `${routeName(r)} ${field}`;
        const admin = await schoolAdminSession(t.db);
        const built = await buildRequest(ctx, r, principalOf(admin));
        const request = { ...built, payload: { ...(built.payload as object), [field]: outside[kind][0] } };
        const rows = withoutAudit(tables);
        const state = await snapshot(t.db, rows);
        const auditBefore = await lastAuditId(t.db);
        const ip = freshIp();
        const res = await call(t.app, admin.token, {
          ...request,
          remoteAddress: ip,
          headers: { 'user-agent': 'Prober/1.0' },
        });
        const errors = res.json<{ errors?: Record<string, string[]> }>().errors ?? {};
        if (res.statusCode !== 422 || !errors[field]?.includes(TAKEN[kind])) {
          // Not unique on the platform here (a school's e-mail, a subject's code): nothing to learn.
          if (res.statusCode >= 300) wrong.push(`${name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          continue;
        }
        refusing.push(routeName(r));
        if (JSON.stringify(await snapshot(t.db, rows)) !== JSON.stringify(state)) {
          wrong.push(`${name}: the refused request changed the database`);
        }
        const entries = await t.db
          .selectFrom('audit_logs')
          .selectAll()
          .where('id', '>', auditBefore)
          .execute();
        const expected = {
          event: REFUSED,
          user_id: admin.userId,
          school_id: admin.schoolId,
          ip_address: ip,
          user_agent: 'Prober/1.0',
        };
        if (
          entries.length !== 1 ||
          Object.entries(expected).some(([k, v]) => entries[0]![k as keyof (typeof entries)[0]] !== v) ||
          JSON.parse(entries[0]!.properties ?? '{}').field !== kind ||
          JSON.parse(entries[0]!.properties ?? '{}').value !== outside[kind][0]
        ) {
          wrong.push(`${name}: the refusal was written as ${JSON.stringify(entries)}`);
        }
        // The rest of the window's allowance, each a different value: each refused the same way.
        for (let i = 1; i < REFUSAL_LIMIT; i++) {
          const again = await send(request, admin.token, field, outside[kind][i]!);
          if (again.statusCode !== 422) wrong.push(`${name}: refusal ${i + 1} answered ${again.statusCode}`);
        }
        // Past the limit the answer no longer depends on the value: taken or free, 429.
        for (const value of [outside[kind][REFUSAL_LIMIT]!, freeValue(kind)]) {
          const held = await send(request, admin.token, field, value);
          const retryAfter = Number(held.headers['retry-after']);
          if (
            held.statusCode !== 429 ||
            !TOO_MANY.test(held.json<{ message: string }>().message) ||
            !(retryAfter >= 1 && retryAfter <= REFUSAL_WINDOW_MINUTES * 60)
          ) {
            wrong.push(
              `${name}: past the limit ${value} answered ${held.statusCode} ${held.body.slice(0, 120)}`,
            );
          }
        }
        if (JSON.stringify(await snapshot(t.db, rows)) !== JSON.stringify(state)) {
          wrong.push(`${name}: a refused or held request changed the database`);
        }
        const counted = await refusalCount(admin.userId);
        if (counted !== REFUSAL_LIMIT) wrong.push(`${name}: ${counted} refusals recorded`);
      }
      expect(wrong).toEqual([]);
      // The walk reached every form a school can meet another's e-mail or code on.
      expect(refusing.sort()).toEqual(
        expect.arrayContaining([
          'POST /api/school/parents',
          'POST /api/school/students',
          'POST /api/school/teachers',
          'PUT /api/me',
          'PUT /api/school/parents/:id',
          'PUT /api/school/profile',
          'PUT /api/school/settings/information',
          'PUT /api/school/students/:id',
          'PUT /api/school/teachers/:id',
        ]),
      );
    },
  );
});

describe('what counts', () => {
  it('does not count values of the school’s own people or its own codes, nor the superadmin’s refusals', async () => {
    const admin = await schoolAdminSession(t.db);
    const own = [
      (await createStudent(t.db, admin.schoolId)).user.email,
      (await createParent(t.db, admin.schoolId)).user.email,
      (await createTeacher(t.db, admin.schoolId)).user.email,
      (
        await t.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', admin.userId)
          .executeTakeFirstOrThrow()
      ).email,
    ];
    const { student } = await createStudent(t.db, admin.schoolId);
    const create = await requestOn('POST /api/school/students', admin);
    const auditBefore = await lastAuditId(t.db);
    // Their own lists show these: refused as always, however often, and never counted.
    for (let i = 0; i < REFUSAL_LIMIT + 2; i++) {
      const res = await send(create, admin.token, 'email', own[i % own.length]!);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ email: [TAKEN.email] });
    }
    const admission = await send(create, admin.token, 'admission_no', student.admission_no);
    expect(admission.json().errors).toEqual({ admission_no: ['Admission number has already been taken.'] });
    const profile = await send(await requestOn('PUT /api/me', admin), admin.token, 'email', own[2]!);
    expect(profile.json().errors).toEqual({ email: [TAKEN.email] });
    expect(await refusalsAfter(t.db, auditBefore)).toEqual([]);
    // The first value held outside is the first counted.
    const first = await send(create, admin.token, 'email', outside.email[0]!);
    expect(first.statusCode).toBe(422);
    expect(await refusalsAfter(t.db, auditBefore)).toEqual([
      {
        user_id: admin.userId,
        school_id: admin.schoolId,
        form: 'student',
        field: 'email',
        value: outside.email[0],
      },
    ]);

    // The superadmin sees every account and school anyway: their forms are not counted.
    const root = await createUser(t.db, { roles: ['superadmin'] });
    const rootToken = await mintToken(t.db, root.id);
    const since = await lastAuditId(t.db);
    for (let i = 0; i <= REFUSAL_LIMIT; i++) {
      const user = await call(t.app, rootToken, {
        method: 'POST',
        url: '/api/superadmin/users',
        payload: {
          name: 'Taken',
          email: outside.email[i],
          password: 'Password#123',
          password_confirmation: 'Password#123',
          role: 'school_admin',
        },
      });
      expect(user.json().errors, user.body).toEqual({ email: [TAKEN.email] });
    }
    const me = await call(t.app, rootToken, {
      method: 'PUT',
      url: '/api/me',
      payload: { name: root.name, email: outside.email[0], current_password: root.password },
    });
    expect(me.json().errors).toEqual({ email: [TAKEN.email] });
    expect(await refusalsAfter(t.db, since)).toEqual([]);
  });

  it('does not count successes, and still lets a held account edit without changing the value', async () => {
    const admin = await schoolAdminSession(t.db);
    const create = await requestOn('POST /api/school/parents', admin);
    for (let i = 0; i < REFUSAL_LIMIT - 1; i++) {
      expect((await send(create, admin.token, 'email', outside.email[i]!)).statusCode).toBe(422);
    }
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await send(create, admin.token, 'email', freeValue('email'));
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().data.id as number);
    }
    // The last refusal the window allows, then the account is held.
    expect((await send(create, admin.token, 'email', outside.email[REFUSAL_LIMIT]!)).statusCode).toBe(422);
    expect((await send(create, admin.token, 'email', outside.email[REFUSAL_LIMIT + 1]!)).statusCode).toBe(
      429,
    );
    expect((await send(create, admin.token, 'email', freeValue('email'))).statusCode).toBe(429);
    expect(await refusalCount(admin.userId)).toBe(REFUSAL_LIMIT);

    // Editing a parent without touching their e-mail asks nothing of the platform: not held.
    const parent = await t.db
      .selectFrom('parents')
      .innerJoin('users', 'users.id', 'parents.user_id')
      .select('users.email')
      .$narrowType<{ email: string }>()
      .where('parents.id', '=', made[0]!)
      .executeTakeFirstOrThrow();
    const edit = await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/school/parents/${made[0]}`,
      payload: {
        name: 'Renamed Parent',
        email: parent.email.toUpperCase(),
        phone: '+91 98765 43210',
        relationship_type: 'mother',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ name: 'Renamed Parent', email: parent.email });
  });

  it('lets the account go on once its counted refusals leave the window, telling when in Retry-After', async () => {
    const admin = await schoolAdminSession(t.db);
    const edit = await requestOn('PUT /api/school/profile', admin);
    for (let i = 0; i < REFUSAL_LIMIT; i++) {
      expect((await send(edit, admin.token, 'code', outside.code[i]!)).statusCode).toBe(422);
    }
    const age = (minutes: number) =>
      t.db
        .updateTable('audit_logs')
        .set({ created_at: isoMinutesAgo(minutes) })
        .where('user_id', '=', admin.userId)
        .where('event', '=', REFUSED)
        .execute();
    await age(30);
    const held = await send(edit, admin.token, 'code', outside.code[REFUSAL_LIMIT]!);
    expect(held.statusCode).toBe(429);
    // The oldest counted refusal leaves the window in 30 minutes (less the time this test took).
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect(retryAfter).toBeGreaterThan(25 * 60);
    await age(REFUSAL_WINDOW_MINUTES + 1);
    const again = await send(edit, admin.token, 'code', outside.code[REFUSAL_LIMIT]!);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: [TAKEN.code] });
  });
});

describe('the count, shared and strict', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // A second API node on the same database, with a connection (pool) of its own.
    other = await buildApp(t.config, { db: connect(t.config.database) });
    await other.ready();
  });
  afterAll(() => other.close());

  it('holds across API nodes: refusals on either node count for the account on both', async () => {
    const admin = await schoolAdminSession(t.db);
    const create = await requestOn('POST /api/school/teachers', admin);
    for (let i = 0; i < REFUSAL_LIMIT; i++) {
      const res = await send(create, admin.token, 'email', outside.email[i]!, i % 2 ? other : t.app);
      expect(res.statusCode, `refusal ${i + 1}`).toBe(422);
    }
    for (const node of [t.app, other]) {
      expect((await send(create, admin.token, 'email', freeValue('email'), node)).statusCode).toBe(429);
    }
  });

  it(
    'lets no more than the limit through a burst of parallel requests on every form',
    { timeout: 120_000 },
    async () => {
      const admin = await schoolAdminSession(t.db);
      const forms = await Promise.all(
        [
          ['POST /api/school/students', 'email'],
          ['POST /api/school/parents', 'email'],
          ['POST /api/school/teachers', 'email'],
          ['PUT /api/school/profile', 'code'],
          ['PUT /api/me', 'email'],
        ].map(async ([name, field]) => ({
          field: field!,
          kind: kindOf(field!)!,
          request: await requestOn(name!, admin),
        })),
      );
      // Several nodes are a PostgreSQL deployment; SQLite is one node with one connection.
      const nodes = t.engine === 'postgres' ? [t.app, other] : [t.app];
      const state = await snapshot(t.db, withoutAudit(tables));
      const answers = await Promise.all(
        Array.from({ length: REFUSAL_LIMIT * 3 }, (_, i) => {
          const form = forms[i % forms.length]!;
          return send(form.request, admin.token, form.field, outside[form.kind][i]!, nodes[i % nodes.length]);
        }),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 422)).toHaveLength(REFUSAL_LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(REFUSAL_LIMIT * 2);
      expect(await refusalCount(admin.userId)).toBe(REFUSAL_LIMIT);
      expect(await snapshot(t.db, withoutAudit(tables))).toEqual(state);
    },
  );
});
