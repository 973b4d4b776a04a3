import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/plugins/auth';
import { freshIp } from '../helpers/http';
import { setUpRouteTests, type RouteTestSetup } from '../helpers/route-principals';
import { buildRequest, routeName } from '../helpers/route-requests';
import { resetSettings } from '../helpers/settings';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Opening an edit and saving it unchanged changes nothing. For every edit endpoint of the route
 * table (every PUT and PATCH, and every POST that replaces a set: assign-roles, assign-classes
 * ...), in both consoles and on one's own profile: fill the record completely (every optional
 * field and link set), read it as the client does, send what was read straight back, and read it
 * again. The two reads must be equal, and the audit entry of the save must change no field.
 */
let t: TestApp;
let setup: RouteTestSetup;
let ctx: RouteTestSetup['ctx'];

beforeAll(async () => {
  t = await createTestApp();
  setup = await setUpRouteTests(t);
  ({ ctx } = setup);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

/** POST routes that replace a set held under an id: edits like any PUT. */
const SET_REPLACEMENTS = [
  'POST /api/superadmin/users/:id/assign-roles',
  'POST /api/superadmin/roles/:id/assign-permissions',
  'POST /api/school/teachers/:id/assign-classes',
  'POST /api/school/teachers/:id/assign-subjects',
];

/** Edits with nothing to read back: a password is never shown; an action has no form. */
const NOTHING_TO_READ = new Set([
  'PUT /api/me/password',
  // An action on one link, with no body: making a parent primary has no form to reopen.
  'PUT /api/school/parents/:id/students/:studentId/primary',
]);

interface Reading {
  /** Where the client reads the current state, from the edit's concrete URL. */
  url(editUrl: string): string;
  /** The record in the answer of that read. */
  pick(data: unknown, editUrl: string): Json;
  /** The body the client sends from it (default: the record's fields the body schema names). */
  body?(record: Json): Json;
}

const idIn = (url: string) => Number(/\/(\d+)(?:\/[a-z-]+)?$/.exec(url)![1]);

/** A register is read as its students with their marks, and saved as the marks of those not simply present. */
const registerReading: Reading = {
  url: (url) => url,
  pick: (data) => data as Json,
  body: (register) => ({
    marks: (register.students as Json[])
      .filter((s) => s.status !== 'present' || s.note !== null)
      .map(({ student_id, status, note }) => ({ student_id, status, note })),
  }),
};

/** How each edit's client reads its current state, where it is not a GET of the same URL. */
const READINGS: Record<string, Reading> = {
  'PUT /api/school/sections/:id/attendance/:date': registerReading,
  'PUT /api/teacher/sections/:id/attendance/:date': registerReading,
  // The language is part of the session user, read from /me as the user menu does.
  'PUT /api/me/language': {
    url: () => '/api/me',
    pick: (data) => ({ language: (data as Json).language }),
  },
  // The notices screen edits the row of its list: there is no single-notice read.
  'PUT /api/school/notices/:id': {
    url: () => '/api/school/notices?per_page=100',
    pick: (data, url) => (data as { notices: Json[] }).notices.find((n) => n.id === idIn(url))!,
    // The form sends the ids of the class and section the notice shows.
    body: (n) => ({
      ...n,
      class_id: (n.class as Json | null)?.id ?? null,
      section_id: (n.section as Json | null)?.id ?? null,
    }),
  },
  // The student's placement is the enrolment of the year being edited (the current one).
  'PUT /api/school/students/:id': {
    url: (url) => url,
    pick: (data) => data as Json,
    body: (s) => {
      const year = (s.classes as Json[]).find((c) => c.is_current_year)!;
      return {
        ...s,
        academic_year_id: year.academic_year_id,
        class_id: year.class_id,
        section_id: year.section_id,
        roll_no: year.roll_no,
      };
    },
  },
  // The user form's role is the main role, the first of the user's roles.
  'PUT /api/superadmin/users/:id': {
    url: (url) => url,
    pick: (data) => data as Json,
    body: (u) => ({ ...u, role: (u.roles as Json[])[0]!.name }),
  },
  // The permission form reads the roles holding it along (include_roles), as the web does.
  'PUT /api/superadmin/permissions/:id': {
    url: (url) => `${url}?include_roles=true`,
    pick: (data) => data as Json,
  },
  'POST /api/superadmin/users/:id/assign-roles': {
    url: (url) => url.replace(/\/assign-roles$/, '/roles'),
    pick: (data) => ({ role_ids: (data as { roles: Json[] }).roles.map((r) => r.id) }),
  },
  'POST /api/superadmin/roles/:id/assign-permissions': {
    url: (url) => url.replace(/\/assign-permissions$/, ''),
    pick: (data) => data as Json,
  },
  'POST /api/school/teachers/:id/assign-classes': {
    url: (url) => url.replace(/\/assign-classes$/, ''),
    pick: (data) => data as Json,
    // As the Assign Classes dialog sends it: the classes, their sections and the class-teacher places.
    body: (teacher) => {
      const placements = teacher.placements as Json[];
      return {
        // Spec 02's flag for "class teacher of every place"; the dialog names the places instead.
        is_class_teacher: false,
        class_ids: [...new Set(placements.map((p) => p.class_id))],
        section_ids: placements.filter((p) => p.section_id !== null).map((p) => p.section_id),
        class_teacher_of: placements
          .filter((p) => p.is_class_teacher)
          .map((p) => ({ class_id: p.class_id, section_id: p.section_id })),
      };
    },
  },
  'POST /api/school/teachers/:id/assign-subjects': {
    url: (url) => url.replace(/\/assign-subjects$/, ''),
    pick: (data) => data as Json,
    // The spec's body names subjects, classes and sections, each taught in all of the others: a
    // teacher's mixed assignments are set from the Subjects screen (PUT /subjects/:id/teaching).
    body: (teacher) => {
      const taught = teacher.subject_assignments as Json[];
      const ids = (key: string) => [...new Set(taught.map((a) => a[key]).filter((v) => v !== null))];
      return { subject_ids: ids('subject_id'), class_ids: ids('class_id'), section_ids: ids('section_id') };
    },
  },
};

const sameUrl: Reading = { url: (url) => url, pick: (data) => data as Json };

/** The fields of a body schema: what a form sends. */
function bodyFields(route: RouteAccess): string[] {
  const body = (route.schema as { body?: { _zod?: { def: Json } } }).body;
  let def = body?._zod?.def;
  // Through refinements and pipes to the object.
  while (def && def.type !== 'object')
    def = ((def.in ?? def.innerType ?? def.schema) as { _zod?: { def: Json } })?._zod?.def;
  return def ? Object.keys(def.shape as Json) : [];
}

/** Fields no read shows and no form sends back: secrets, write-only (asked again on each change). */
const WRITE_ONLY = new Set(['password', 'password_confirmation', 'current_password', 'smtp_password']);

/** A record without the stamps a save moves on. */
const settled = (record: Json) => {
  const { updated_at: _updated, ...rest } = record;
  return rest;
};

describe('an edit opened and saved unchanged', () => {
  it('changes nothing, on every edit endpoint', { timeout: 600_000 }, async () => {
    const lost: string[] = [];
    const checked: string[] = [];
    const edits = t.app.routeAccess.filter(
      (r) => r.method === 'PUT' || r.method === 'PATCH' || SET_REPLACEMENTS.includes(routeName(r)),
    );
    for (const route of edits) {
      const name = routeName(route);
      if (NOTHING_TO_READ.has(name)) continue;
      const owner = setup.ownerOf(route);
      const { token } = await setup.callerOf(route);
      const send = (request: InjectOptions) => call(t.app, token, { ...request, remoteAddress: freshIp() });
      // Filled: every field and link the edit can set.
      const filled = await buildRequest(ctx, route, owner);
      const fill = await send(filled);
      if (fill.statusCode >= 300) {
        lost.push(`${name}: filling the record answered ${fill.statusCode} ${fill.body.slice(0, 200)}`);
        continue;
      }
      const reading = READINGS[name] ?? sameUrl;
      const editUrl = filled.url as string;
      const read = async () => {
        const res = await send({ method: 'GET', url: reading.url(editUrl) });
        expect(res.statusCode, `${name}: read ${res.body.slice(0, 200)}`).toBe(200);
        return reading.pick(res.json().data, editUrl);
      };
      const before = await read();
      const fields = bodyFields(route).filter((f) => !WRITE_ONLY.has(f));
      const source = reading.body ? reading.body(before) : before;
      const unread = fields.filter((f) => !(f in source));
      const body = Object.fromEntries(fields.filter((f) => f in source).map((f) => [f, source[f]]));
      const last = await t.db
        .selectFrom('audit_logs')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const saved = await send({ method: route.method, url: editUrl, payload: body });
      const after = saved.statusCode < 300 ? await read() : before;
      const entries = await t.db
        .selectFrom('audit_logs')
        .select(['event', 'properties'])
        .where('id', '>', Number(last?.id ?? 0))
        .execute();
      const problems: string[] = [];
      if (unread.length > 0) problems.push(`the read does not give ${unread.join(', ')}`);
      if (saved.statusCode >= 300)
        problems.push(`saving answered ${saved.statusCode} ${saved.body.slice(0, 200)}`);
      else if (JSON.stringify(settled(after)) !== JSON.stringify(settled(before))) {
        problems.push(
          `the record changed: ${JSON.stringify(settled(before))} -> ${JSON.stringify(settled(after))}`,
        );
      }
      for (const entry of entries) {
        const properties = (
          typeof entry.properties === 'string' ? JSON.parse(entry.properties) : entry.properties
        ) as {
          before?: Json;
          after?: Json;
        } | null;
        if (properties?.before && JSON.stringify(properties.before) !== JSON.stringify(properties.after)) {
          problems.push(`the audit entry ${entry.event} records a change: ${JSON.stringify(properties)}`);
        }
      }
      if (problems.length > 0) lost.push(`${name}: ${problems.join('; ')}`);
      checked.push(name);
      await resetSettings(t.db);
    }
    console.log(`edit round trip: ${checked.length} of ${edits.length} edit endpoints`);
    expect(lost).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(edits.length - NOTHING_TO_READ.size);
  });
});
