import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { isPostgres, keepPrepared, type DB } from '../../src/db/connect';
import { sha256 } from '../../src/lib/secrets';
import { isoNow } from '../../src/lib/time';
import { insertPasswordReset } from '../../src/modules/auth/password-resets.repository';
import { insertToken } from '../../src/modules/auth/tokens.repository';
import type { RouteAccess } from '../../src/plugins/auth';
import { createClass, createSection, createYear, currentYear, enrolledStudent } from './academics';
import { createSchool, createSchoolAdmin, createUser, DEFAULT_PASSWORD } from './factories';
import { freshIp } from './http';
import { WEEK_DAYS } from '@school/contract';
import { addDays, localDate } from '../../src/lib/calendar';
import { platformTimeZone } from '../../src/modules/access/access-cache';
import { saveSettingsSection } from '../../src/modules/school-settings/school-settings.repository';
import { settingsSection } from '../../src/modules/school-settings/school-settings.service';
import { createParent, createStudent, createTeacher } from './people';
import { multipart, PNG_1X1 } from './multipart';
import { PARENT_FACTORIES, STUDENT_FACTORIES } from './portal-fixtures';
import { call } from './superadmin';
import { codeAt, enableTwoFactor, ticketOf } from './two-factor';
import { newSecret } from '../../src/modules/two-factor/totp';

/*
 * Valid requests for any route of the app's table (app.routeAccess), built from the route's own
 * zod schemas and real rows: the authorization matrix and the fuzz tests start from them. Path
 * ids name fixtures found by the resource segment before each parameter (`/schools/:id` is a
 * school); a resource without a factory here is created through its collection's POST route,
 * so the school routes of later issues get fixtures without editing this file.
 */

export type Scope = 'public' | 'signedIn' | 'superadmin' | 'school' | 'teacher' | 'parent' | 'student';

export const isSchoolRoute = (url: string) => /^\/api\/school(-admin)?\//.test(url);

/** The teacher's console: the caller's own sections, in the school they teach at. */
export const isTeacherRoute = (url: string) => url.startsWith('/api/teacher/');

/** The parents' portal: the caller's own children. */
export const isParentRoute = (url: string) => url.startsWith('/api/parent/');

/** The students' portal: the caller themselves. */
export const isStudentRoute = (url: string) => url.startsWith('/api/student/');

export function scopeOf(route: RouteAccess): Scope {
  if (route.signedIn) return 'signedIn';
  if (!route.permission) return 'public';
  if (isTeacherRoute(route.url)) return 'teacher';
  if (isParentRoute(route.url)) return 'parent';
  if (isStudentRoute(route.url)) return 'student';
  return isSchoolRoute(route.url) ? 'school' : 'superadmin';
}

export const routeName = (route: Pick<RouteAccess, 'method' | 'url'>) => `${route.method} ${route.url}`;
export const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * A session made for whoever calls next (FACTORIES.sessions): a request on one of the caller's own
 * sessions is built before its caller's token is minted, so the next token minted takes it over.
 */
let sessionForNextCaller: number | null = null;

/** A session for a user without signing in: argon2 verification is slow on purpose. */
export async function mintToken(db: DB, userId: number): Promise<string> {
  const secret = randomBytes(30).toString('base64url');
  const id = await insertToken(db, { userId, tokenHash: sha256(secret), ip: null, userAgent: null });
  if (sessionForNextCaller !== null) {
    await db
      .updateTable('access_tokens')
      .set({ user_id: userId })
      .where('id', '=', sessionForNextCaller)
      .execute();
    sessionForNextCaller = null;
  }
  return `${id}|${secret}`;
}

// ---- Valid values from a zod 4 schema -------------------------------------------------------

interface ZodLike {
  _zod: { def: { type: string } & Record<string, unknown> };
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}
const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

let unique = 0;
/** Short, unique, letters and digits: fits names, codes and e-mail local parts. */
export const uniq = () => `${Date.now().toString(36).slice(-5)}${(unique++).toString(36)}`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What a field's value must be made of, beyond its type: rows that must exist. */
export interface ValueSource {
  /** The id of a row for an `*_id`/`*_ids` field. */
  idFor(field: string): Promise<number>;
  /** Leave out optional fields (a fixture's create call; also ends roles -> permissions -> roles). */
  minimal?: boolean;
}

/** What a schema's checks demand: lengths or bounds, a format, patterns. */
interface Rules {
  min?: number;
  max?: number;
  format?: string;
  patterns: RegExp[];
}
function rulesOf(schema: ZodLike): Rules {
  const rules: Rules = { patterns: [] };
  const checks = (schema._zod.def.checks ?? []) as { _zod: { def: Record<string, unknown> } }[];
  for (const { _zod } of checks) {
    const check = _zod.def;
    if (check.check === 'min_length' || check.check === 'greater_than') {
      rules.min = Number(check.minimum ?? check.value) + (check.inclusive === false ? 1 : 0);
    }
    if (check.check === 'max_length' || check.check === 'less_than')
      rules.max = Number(check.maximum ?? check.value);
    if (check.check === 'string_format') {
      if (check.pattern instanceof RegExp) rules.patterns.push(check.pattern);
      if (check.format !== 'regex') rules.format = String(check.format);
    }
  }
  return rules;
}

/** Every password a generated request sets: never the one an account already has (422). */
const CHANGED_PASSWORD = 'Changed#Password1';

function textFor(field: string, rules: Rules): string {
  const u = uniq();
  let value: string;
  if (rules.format === 'email' || /email/.test(field)) value = `m${u}@example.com`;
  else if (rules.patterns.some((p) => p.source === ISO_DATE.source) || /date$/.test(field))
    // A period ends after it starts (an academic year's end_date); a person is born before they
    // are admitted or join.
    value = /^end_/.test(field) ? '2025-03-31' : field === 'dob' ? '2010-05-01' : '2024-06-01';
  // The fixtures' own password proves who they are; a new one must differ from it.
  else if (field === 'current_password') value = DEFAULT_PASSWORD;
  else if (/password/.test(field)) value = CHANGED_PASSWORD;
  // Any phone field (phone, alt_phone): the contract's one phone rule is a refine, not a pattern.
  else if (/(^|_)phone$/.test(field)) value = '+91 98765 43210';
  // A role with no school record to go with it (a teacher or student belongs to a school).
  else if (field === 'role') value = 'school_admin';
  else if (field === 'code') value = `C${u}`.toUpperCase();
  else if (rules.patterns.length > 0) value = `m${u}`;
  else value = `Matrix ${u}`;
  return value.padEnd(rules.min ?? 0, 'x').slice(0, rules.max ?? Infinity);
}

/** A value the schema accepts, with realistic text by field name and ids of real rows. */
export async function validValue(schema: ZodLike, field: string, source: ValueSource): Promise<unknown> {
  const def = schema._zod.def;
  const inner = (key: string) => validValue(def[key] as ZodLike, field, source);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape as Record<string, ZodLike>)) {
        if (source.minimal && child.safeParse(undefined).success) continue;
        out[key] = await validValue(child, key, source);
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      // A transform has no input type of its own: the value is made for what follows it.
      return (def.in as ZodLike)._zod.def.type === 'transform' ? inner('out') : inner('in');
    case 'string':
      return textFor(field, rulesOf(schema));
    case 'number':
    case 'int':
      if (/_ids?$/.test(field)) return source.idFor(field);
      return Math.max(1, rulesOf(schema).min ?? 1);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'record':
      // An empty map is valid for any record (roll numbers by student id).
      return {};
    case 'union':
      return validValue((def.options as ZodLike[])[0]!, field, source);
    case 'array': {
      const count = Math.max(1, rulesOf(schema).min ?? 1);
      const items: unknown[] = [];
      for (let i = 0; i < count; i++) items.push(await inner('element'));
      return items;
    }
    default:
      throw new Error(`no valid value for a zod ${def.type} (field ${field})`);
  }
}

/** The schema's verdict on a value, as text for a failure message. */
function checkValid(schema: ZodLike, value: unknown, what: string): void {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error!.issues.map((i) => `${i.path.join('.') || '_'}: ${i.message}`).join('; ');
    throw new Error(`the generated ${what} does not pass its own schema (${issues}); add an override`);
  }
}

// ---- Fixtures -------------------------------------------------------------------------------

/** Who a request or a fixture acts as: the user, and the school they run (if any). */
export interface Principal {
  name: string;
  userId: number | null;
  /** For a school route's fixtures: who creates them in this principal's school. */
  schoolId: number | null;
  /** Their teacher record in that school, if they teach there: a teacher route's fixtures are theirs. */
  teacherId?: number | null;
  /** Their parent record in that school, if any: a parent route's fixtures are their children. */
  parentId?: number | null;
  /** Their student record in that school, if any: a student route's fixtures are addressed to them. */
  studentId?: number | null;
}

export interface RequestContext {
  app: FastifyInstance;
  db: DB;
  superadmin: Principal;
  /** Creates a school route's fixture in `school`, as someone allowed to (see `ownerOf`). */
  asOwnerOf(schoolId: number, run: (token: string) => Promise<void>): Promise<void>;
}

/** Resources whose rows have no POST route to create them, or would cost an argon2 hash there. */
const FACTORIES: Record<string, (ctx: RequestContext) => Promise<number>> = {
  // No role, so no permission: whoever may manage users may manage this one (every core role but
  // superadmin's holds a console's or a portal's permissions, which a delegate need not hold).
  users: async (ctx) => (await createUser(ctx.db)).id,
  // Also the school of /audit/schools/:id/activity, a path with no POST route of its own.
  schools: async (ctx) => (await createSchool(ctx.db)).id,
  // One of the caller's own sessions (/api/me/sessions/:id): made now, the caller's once their
  // token is minted (mintToken).
  sessions: async (ctx) => {
    const id = await insertToken(ctx.db, {
      userId: ctx.superadmin.userId!,
      tokenHash: sha256(randomBytes(30).toString('base64url')),
      ip: '10.9.9.9',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    });
    sessionForNextCaller = id;
    return id;
  },
  inquiries: async (ctx) => {
    const now = isoNow();
    const row = await ctx.db
      .insertInto('contact_messages')
      .values({
        name: 'Asha Rao',
        email: `m${uniq()}@example.com`,
        school: null,
        phone: null,
        subject: 'general',
        message: 'We would like a demo.',
        ip_address: null,
        user_agent: null,
        handled_at: null,
        handled_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
};

/** School-owned resources made in the owner's school without an API route (students: issue 12). */
const SCHOOL_FACTORIES: Record<string, (ctx: RequestContext, owner: Principal) => Promise<number>> = {
  students: async (ctx, owner) => (await createStudent(ctx.db, owner.schoolId!)).student.id,
  // POST /teachers would hash a password for every fixture: the factory's hash is made once.
  teachers: async (ctx, owner) => (await createTeacher(ctx.db, owner.schoolId!)).teacher.id,
  // Likewise POST /parents (it is still driven itself, as a route).
  parents: async (ctx, owner) => (await createParent(ctx.db, owner.schoolId!)).parent.id,
  // A gallery image (POST /profile/gallery answers the whole gallery, not the new row's id).
  gallery: async (ctx, owner) => galleryImage(ctx, owner.schoolId!),
  // An attendance report is of a class: one whose section's register of today marks a student absent.
  report: async (ctx, owner) => (await takenRegister(ctx, owner)).classId,
};

/** A small file each kind imports whole, with the columns it is matched to (all of its header). */
type ImportKind = 'students' | 'teachers';
const IMPORT_HEADERS: Record<ImportKind, string[]> = {
  students: ['name', 'admission_no', 'class', 'section', 'roll_no', 'gender', 'dob', 'admission_date'],
  teachers: ['name', 'email', 'employee_code', 'gender'],
};

/** The import's CSV file for the owner's school: a student of a fresh class and section, or a teacher. */
async function importFile(ctx: RequestContext, owner: Principal, kind: ImportKind): Promise<Buffer> {
  const u = uniq();
  let row: string[];
  if (kind === 'students') {
    await currentYear(ctx.db, owner.schoolId!);
    const schoolClass = await createClass(ctx.db, owner.schoolId!);
    const section = await createSection(ctx.db, owner.schoolId!, schoolClass.id);
    row = [
      `Matrix ${u}`,
      `ADM${u}`,
      schoolClass.name,
      section.name,
      '1',
      'female',
      '2015-05-01',
      '2024-06-01',
    ];
  } else row = [`Matrix ${u}`, `m${u}@example.com`, `E${u}`, 'female'];
  return Buffer.from([IMPORT_HEADERS[kind], row].map((cells) => cells.join(',')).join('\r\n') + '\r\n');
}

const importUpload = (data: Buffer) =>
  multipart([{ name: 'file', filename: 'matrix.csv', contentType: 'text/csv', data }]);

/** An import of the owner's school, uploaded and checked (so that it can be run), by its path. */
async function importFixture(ctx: RequestContext, owner: Principal, kind: ImportKind): Promise<number> {
  const data = await importFile(ctx, owner, kind);
  let id: number | undefined;
  await ctx.asOwnerOf(owner.schoolId!, async (token) => {
    const uploaded = await call(ctx.app, token, {
      method: 'POST',
      url: `/api/school/imports/${kind}`,
      ...importUpload(data),
    });
    id = createdId(uploaded.json());
    const checked = await call(ctx.app, token, {
      method: 'POST',
      url: `/api/school/imports/${kind}/${id}/check`,
      payload: { columns: IMPORT_HEADERS[kind] },
    });
    if (checked.statusCode !== 200) {
      throw new Error(
        `an import fixture answered ${uploaded.statusCode}, ${checked.statusCode}: ${checked.body}`,
      );
    }
  });
  return id!;
}

/** A new class and section with one student, whose register of today is taken with them absent. */
async function takenRegister(ctx: RequestContext, owner: Principal) {
  const schoolId = owner.schoolId!;
  const date = await schoolDayOf(ctx, owner);
  const year = await currentYear(ctx.db, schoolId);
  const schoolClass = await createClass(ctx.db, schoolId);
  const section = await createSection(ctx.db, schoolId, schoolClass.id);
  const place = { yearId: year.id, classId: schoolClass.id, sectionId: section.id };
  const { student } = await enrolledStudent(ctx.db, schoolId, place);
  await ctx.asOwnerOf(schoolId, async (token) => {
    const res = await call(ctx.app, token, {
      method: 'PUT',
      url: `/api/school/sections/${section.id}/attendance/${date}`,
      payload: { marks: [{ student_id: student.id, status: 'absent', note: null }] },
    });
    if (res.statusCode !== 200) throw new Error(`taking a register answered ${res.statusCode}: ${res.body}`);
  });
  return { classId: schoolClass.id, date };
}

/** The query of a report (and its export) over the week up to a register taken in a new class. */
async function weekOfAClass(ctx: RequestContext, owner: Principal) {
  const { classId, date } = await takenRegister(ctx, owner);
  return queryString({ date_from: addDays(date, -7), date_to: date, class_id: classId });
}

/**
 * Rows of the teacher console, made in the owner's school and taught by the owner: a section is
 * one they are class teacher of (a teacher reaches no other).
 */
const TEACHER_FACTORIES: Record<string, (ctx: RequestContext, owner: Principal) => Promise<number>> = {
  sections: async (ctx, owner) => {
    const schoolId = owner.schoolId!;
    const schoolClass = await createClass(ctx.db, schoolId);
    const section = await createSection(ctx.db, schoolId, schoolClass.id);
    const now = isoNow();
    await ctx.db
      .insertInto('teacher_classes')
      .values({
        school_id: schoolId,
        teacher_id: owner.teacherId!,
        class_id: schoolClass.id,
        section_id: section.id,
        is_class_teacher: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return section.id;
  },
};

/**
 * A school day of the owner's school a register may be taken for, whoever takes it: today in the
 * platform's timezone (a teacher may save until the end of the day), in the current year, with
 * every day of the week a working day so that a run on a Sunday finds one.
 */
async function schoolDayOf(ctx: RequestContext, owner: Principal): Promise<string> {
  const schoolId = owner.schoolId!;
  const today = localDate(new Date(), await platformTimeZone(ctx.app.access));
  // Other routes of the run may have made a later year current: the one spanning today is.
  const spanning = await ctx.db
    .selectFrom('academic_years')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('start_date', '<=', today)
    .where('end_date', '>=', today)
    .executeTakeFirst();
  if (spanning) {
    await ctx.db
      .updateTable('academic_years')
      .set({ is_current: false })
      .where('school_id', '=', schoolId)
      .execute();
    await ctx.db
      .updateTable('academic_years')
      .set({ is_current: true })
      .where('id', '=', spanning.id)
      .execute();
  } else {
    const start = `${Number(today.slice(0, 4)) - 1}-${today.slice(5)}`;
    await createYear(ctx.db, schoolId, { current: true, start_date: start, end_date: addDays(today, 30) });
  }
  const academic = await settingsSection(ctx.db, schoolId, 'academic');
  await saveSettingsSection(ctx.db, schoolId, 'academic', { ...academic, working_days: [...WEEK_DAYS] });
  return today;
}

/** A gallery image of the school: its file in the storage folder and its row. */
async function galleryImage(ctx: RequestContext, schoolId: number): Promise<number> {
  const relative = `school-gallery/matrix-${uniq()}.png`;
  await fs.mkdir(path.join(ctx.app.config.storageDir, 'school-gallery'), { recursive: true });
  await fs.writeFile(path.join(ctx.app.config.storageDir, relative), PNG_1X1);
  const row = await ctx.db
    .insertInto('school_gallery_images')
    .values({
      school_id: schoolId,
      path: relative,
      name: 'matrix.png',
      size: PNG_1X1.length,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `academic_year_id` -> `academic-years`, `class_ids` -> `classes`; `new_class_id` is a class too. */
function collectionOf(field: string): string {
  const stem = field
    // new_class_id, from_class_id, to_class_id: a class.
    .replace(/^(new|from|to)_/, '')
    .replace(/_ids?$/, '')
    .replaceAll('_', '-');
  if (/(s|x|ch|sh)$/.test(stem)) return `${stem}es`;
  if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ies`;
  return `${stem}s`;
}

/** A route pattern as a regular expression over concrete URLs (ids for its parameters). */
const patternOf = (url: string) => new RegExp(`^${url.replace(/:\w+/g, '\\d+')}$`);

/** The id in a create route's answer: `data.id` or the id of the first object in `data`. */
function createdId(body: unknown): number | undefined {
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  if (typeof (data as { id?: unknown }).id === 'number') return (data as { id: number }).id;
  for (const value of Object.values(data)) {
    if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number') {
      return (value as { id: number }).id;
    }
  }
  return undefined;
}

/**
 * A fresh row of the resource whose collection is `collection` (a concrete URL such as
 * /api/superadmin/roles), owned by `owner`'s school on school routes.
 */
export async function createFixture(
  ctx: RequestContext,
  collection: string,
  owner: Principal,
): Promise<number> {
  const segment = collection.split('/').at(-1)!;
  if (isTeacherRoute(`${collection}/`)) {
    const make = TEACHER_FACTORIES[segment];
    if (!make)
      throw new Error(`no fixture for "${segment}" of the teacher console: add a TEACHER_FACTORIES entry`);
    return make(ctx, owner);
  }
  for (const [isPortal, factories] of [
    [isParentRoute, PARENT_FACTORIES],
    [isStudentRoute, STUDENT_FACTORIES],
  ] as const) {
    if (!isPortal(`${collection}/`)) continue;
    const make = factories[segment];
    if (!make) throw new Error(`no fixture for "${segment}" of ${collection}: add one in portal-fixtures.ts`);
    return make(ctx, owner);
  }
  // An import's kind is the last segment of its collection: /api/school/imports/students.
  const importKind = /^\/api\/school\/imports\/(students|teachers)$/.exec(collection)?.[1];
  if (importKind) return importFixture(ctx, owner, importKind as ImportKind);
  const factory = isSchoolRoute(collection) ? SCHOOL_FACTORIES[segment] : FACTORIES[segment];
  if (factory) return factory(ctx, owner);
  const create = ctx.app.routeAccess.find((r) => r.method === 'POST' && patternOf(r.url).test(collection));
  if (!create) throw new Error(`no fixture for "${segment}": no factory and no POST ${collection} route`);
  let id: number | undefined;
  const send = async (token: string, principal: Principal) => {
    const request = await buildRequest(ctx, { ...create, url: collection }, principal, true);
    const res = await call(ctx.app, token, request);
    id = createdId(res.json());
    if (res.statusCode >= 300 || id === undefined) {
      throw new Error(`creating a fixture with POST ${collection} answered ${res.statusCode}: ${res.body}`);
    }
  };
  if (isSchoolRoute(collection)) {
    await ctx.asOwnerOf(owner.schoolId!, (token) => send(token, owner));
  } else {
    await send(await mintToken(ctx.db, ctx.superadmin.userId!), ctx.superadmin);
  }
  return id!;
}

/** A file in the storage folder, for the read-only file routes (`/storage/*`). */
async function storedFile(ctx: RequestContext): Promise<string> {
  const name = `matrix-${uniq()}.png`;
  await fs.writeFile(path.join(ctx.app.config.storageDir, name), PNG_1X1);
  return name;
}

/** The route pattern with every parameter replaced by the id of a fresh fixture. */
async function concretePath(ctx: RequestContext, url: string, owner: Principal): Promise<string> {
  const parts = url.split('/');
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === '*') parts[i] = await storedFile(ctx);
    if (!parts[i]!.startsWith(':')) continue;
    if (parts[i] === ':date') {
      parts[i] = await schoolDayOf(ctx, owner);
      continue;
    }
    parts[i] = String(await createFixture(ctx, parts.slice(0, i).join('/'), owner));
  }
  return parts.join('/');
}

/** "<parent id>/students/<student id>" of a new parent linked to a new student of the owner's school. */
async function linkedPair(ctx: RequestContext, owner: Principal): Promise<string> {
  const { student } = await createStudent(ctx.db, owner.schoolId!);
  const { parent } = await createParent(ctx.db, owner.schoolId!, { students: [student.id] });
  return `${parent.id}/students/${student.id}`;
}

// ---- Requests -------------------------------------------------------------------------------

type Override = (ctx: RequestContext, owner: Principal) => Promise<Partial<InjectOptions>>;

/**
 * Where a route's schema cannot say what is valid: rows in a particular state, a reset token,
 * an upload. Keyed by `METHOD /url`; each returns what replaces the generated parts.
 */
const OVERRIDES: Record<string, Override> = {
  'POST /api/login': async (ctx) => {
    const user = await createUser(ctx.db, { roles: ['teacher'] });
    return { payload: { email: user.email, password: user.password } };
  },
  // The second step of a sign-in takes a ticket of the password step: of an account with a second
  // factor (a recovery code, which no clock makes stale), or of an administrator setting one up.
  'POST /api/login/second-factor': async (ctx) => {
    const user = await createUser(ctx.db, { roles: ['teacher'] });
    const { recoveryCodes } = await enableTwoFactor(ctx.db, user.id);
    return { payload: { ticket: await ticketOf(ctx.db, user.id, 'code'), recovery_code: recoveryCodes[0] } };
  },
  'POST /api/login/second-factor/setup': async (ctx) => {
    const user = await createUser(ctx.db, { roles: ['school_admin'] });
    return { payload: { ticket: await ticketOf(ctx.db, user.id, 'setup') } };
  },
  'POST /api/login/second-factor/setup/confirm': async (ctx) => {
    const user = await createUser(ctx.db, { roles: ['school_admin'] });
    const secret = newSecret();
    const ticket = await ticketOf(ctx.db, user.id, 'setup', { pendingSecret: secret });
    return { payload: { ticket, code: await codeAt(secret) } };
  },
  // One's own second factor: the callers have none (409), which is an answer, not a refusal. The
  // set-ups the setup route's requests began are dropped: with none to confirm, confirming is 409.
  'POST /api/me/two-factor/confirm': async (ctx) => {
    await ctx.db.deleteFrom('second_factors').where('enabled_at', 'is', null).execute();
    return { payload: { code: '123456' } };
  },
  'POST /api/me/two-factor/recovery-codes': async () => ({ payload: { code: '123456' } }),
  'POST /api/me/two-factor/off': async () => ({
    payload: { current_password: DEFAULT_PASSWORD, code: '123456' },
  }),
  // Resets of a second factor there is.
  'DELETE /api/superadmin/users/:id/two-factor': async (ctx) => {
    const user = await createUser(ctx.db);
    await enableTwoFactor(ctx.db, user.id);
    return { url: `/api/superadmin/users/${user.id}/two-factor` };
  },
  'DELETE /api/school/teachers/:id/two-factor': async (ctx, owner) => {
    const { user, teacher } = await createTeacher(ctx.db, owner.schoolId!);
    await enableTwoFactor(ctx.db, user.id);
    return { url: `/api/school/teachers/${teacher.id}/two-factor` };
  },
  'DELETE /api/school/students/:id/two-factor': async (ctx, owner) => {
    const { user, student } = await createStudent(ctx.db, owner.schoolId!);
    await enableTwoFactor(ctx.db, user.id);
    return { url: `/api/school/students/${student.id}/two-factor` };
  },
  'DELETE /api/school/parents/:id/two-factor': async (ctx, owner) => {
    const { user, parent } = await createParent(ctx.db, owner.schoolId!);
    await enableTwoFactor(ctx.db, user.id);
    return { url: `/api/school/parents/${parent.id}/two-factor` };
  },
  'POST /api/reset-password': async (ctx) => {
    const user = await createUser(ctx.db, { roles: ['teacher'] });
    const token = randomBytes(30).toString('base64url');
    await insertPasswordReset(ctx.db, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    return {
      payload: {
        token,
        email: user.email,
        password: 'New#Password1',
        password_confirmation: 'New#Password1',
      },
    };
  },
  'POST /api/superadmin/schools/:id/assign-admin': async (ctx) => {
    const user = await createUser(ctx.db, { roles: ['school_admin'] });
    return { payload: { user_id: user.id, designation: 'Principal', joining_date: '2024-06-01' } };
  },
  'DELETE /api/superadmin/schools/:id/admin': async (ctx) => ({
    url: `/api/superadmin/schools/${(await createSchoolAdmin(ctx.db)).school.id}/admin`,
  }),
  'POST /api/superadmin/users/:id/approve': async (ctx) => ({
    url: `/api/superadmin/users/${(await createUser(ctx.db, { status: 'inactive' })).id}/approve`,
  }),
  'POST /api/superadmin/users/:id/activate': async (ctx) => ({
    url: `/api/superadmin/users/${(await createUser(ctx.db, { status: 'suspended' })).id}/activate`,
  }),
  // A student of the section's class in the current year, where the section has room, given a
  // roll number as the assign dialog can.
  'POST /api/school/sections/:id/assign-students': async (ctx, owner) => {
    const schoolId = owner.schoolId!;
    const year = await currentYear(ctx.db, schoolId);
    const schoolClass = await createClass(ctx.db, schoolId);
    const section = await createSection(ctx.db, schoolId, schoolClass.id);
    const { student } = await enrolledStudent(ctx.db, schoolId, { yearId: year.id, classId: schoolClass.id });
    return {
      url: `/api/school/sections/${section.id}/assign-students`,
      payload: { student_ids: [student.id], roll_numbers: { [student.id]: '5' } },
    };
  },
  // A notice addressed to a section is addressed to that section's class.
  'POST /api/school/notices': async (ctx, owner) => ({ payload: await noticePayload(ctx, owner) }),
  'PUT /api/school/notices/:id': async (ctx, owner) => ({ payload: await noticePayload(ctx, owner) }),
  // Years of a school do not overlap: each gets a year of its own, and a name that says it.
  'POST /api/school/academic-years': async () => ({ payload: distinctYear() }),
  'PUT /api/school/academic-years/:id': async () => ({ payload: distinctYear() }),
  // A section belongs to its class: the placement is made whole rather than of unrelated rows.
  'POST /api/school/students': async (ctx, owner) => ({ payload: await studentPayload(ctx, owner, true) }),
  'PUT /api/school/students/:id': async (ctx, owner) => ({
    payload: await studentPayload(ctx, owner, false),
  }),
  'POST /api/school-admin/students/:id/promote': async (ctx, owner) => {
    const { academic_year_id, class_id, section_id } = await placement(ctx, owner, false);
    return {
      payload: {
        new_academic_year_id: academic_year_id,
        new_class_id: class_id,
        new_section_id: section_id,
        new_roll_no: '12',
      },
    };
  },
  // Year end: a class with an active student this year, promoted into a class of a later year.
  'GET /api/school-admin/promotions/candidates': async (ctx, owner) => {
    const { source } = await classToPromote(ctx, owner);
    return {
      url: `/api/school-admin/promotions/candidates${queryString({ academic_year_id: source.yearId, class_id: source.classId })}`,
    };
  },
  'POST /api/school-admin/promotions': async (ctx, owner) => {
    const { source, studentId } = await classToPromote(ctx, owner);
    // A year of its own comes after every year the generated requests give dates to.
    const later = await createYear(ctx.db, owner.schoolId!);
    const higher = await createClass(ctx.db, owner.schoolId!);
    return {
      payload: {
        from_academic_year_id: source.yearId,
        from_class_id: source.classId,
        to_academic_year_id: later.id,
        to_class_id: higher.id,
        roll_numbers: 'by_name',
        students: [{ student_id: studentId, action: 'promote' }],
      },
    };
  },
  'POST /api/school-admin/graduations': async (ctx, owner) => {
    const { source, studentId } = await classToPromote(ctx, owner);
    return {
      payload: {
        academic_year_id: source.yearId,
        class_id: source.classId,
        students: [{ student_id: studentId, action: 'promote' }],
      },
    };
  },
  // Restore needs an archived student or teacher; a link's routes need a linked pair.
  'POST /api/school/students/:id/restore': async (ctx, owner) => {
    const { student } = await createStudent(ctx.db, owner.schoolId!);
    await ctx.db
      .updateTable('students')
      .set({ archived_at: isoNow() })
      .where('id', '=', student.id)
      .execute();
    return { url: `/api/school/students/${student.id}/restore` };
  },
  'POST /api/school/teachers/:id/restore': async (ctx, owner) => {
    const { teacher } = await createTeacher(ctx.db, owner.schoolId!);
    await ctx.db
      .updateTable('teachers')
      .set({ archived_at: isoNow() })
      .where('id', '=', teacher.id)
      .execute();
    return { url: `/api/school/teachers/${teacher.id}/restore` };
  },
  'DELETE /api/school/parents/:id/students/:studentId': async (ctx, owner) => ({
    url: `/api/school/parents/${await linkedPair(ctx, owner)}`,
  }),
  'PUT /api/school/parents/:id/students/:studentId/primary': async (ctx, owner) => ({
    url: `/api/school/parents/${await linkedPair(ctx, owner)}/primary`,
  }),
  // A teacher's sections must be of the classes chosen with them: a class and one of its sections.
  'POST /api/school/teachers/:id/assign-classes': async (ctx, owner) => {
    const schoolClass = await createClass(ctx.db, owner.schoolId!);
    const section = await createSection(ctx.db, owner.schoolId!, schoolClass.id);
    return { payload: { class_ids: [schoolClass.id], section_ids: [section.id], is_class_teacher: true } };
  },
  'POST /api/school/teachers/:id/assign-subjects': async (ctx, owner) => {
    const schoolClass = await createClass(ctx.db, owner.schoolId!);
    const section = await createSection(ctx.db, owner.schoolId!, schoolClass.id);
    const subject = await createFixture(ctx, '/api/school/subjects', owner);
    return { payload: { subject_ids: [subject], class_ids: [schoolClass.id], section_ids: [section.id] } };
  },
  // A subject's teachers teach in its classes, in a section of that class or the whole class.
  'PUT /api/school/subjects/:id/teaching': async (ctx, owner) => {
    const schoolClass = await createClass(ctx.db, owner.schoolId!);
    const section = await createSection(ctx.db, owner.schoolId!, schoolClass.id);
    const { teacher } = await createTeacher(ctx.db, owner.schoolId!);
    return {
      payload: {
        classes: [
          { class_id: schoolClass.id, teachers: [{ teacher_id: teacher.id, section_id: section.id }] },
        ],
      },
    };
  },
  // An import takes a CSV file under `file`; its dry run the matching of that file's columns.
  'POST /api/school/imports/students': async (ctx, owner) =>
    importUpload(await importFile(ctx, owner, 'students')),
  'POST /api/school/imports/teachers': async (ctx, owner) =>
    importUpload(await importFile(ctx, owner, 'teachers')),
  'POST /api/school/imports/students/:id/check': async () => ({
    payload: { columns: IMPORT_HEADERS.students },
  }),
  'POST /api/school/imports/teachers/:id/check': async () => ({
    payload: { columns: IMPORT_HEADERS.teachers },
  }),
  // The gallery takes its files under `images`; the profile's website must be a web address.
  'POST /api/school/profile/gallery': async () =>
    multipart([{ name: 'images', filename: 'matrix.png', contentType: 'image/png', data: PNG_1X1 }]),
  'PUT /api/school/profile': async () => ({
    payload: {
      name: `Matrix ${uniq()}`,
      code: `C${uniq()}`.toUpperCase(),
      board: 'CBSE',
      email: `m${uniq()}@example.com`,
      phone: '+91 98765 43210',
      address_line1: '1 Matrix Road',
      address_line2: 'Block B',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      postal_code: '411001',
      website: 'https://school.example.com',
      establishment_year: 1990,
      affiliation_number: 'AFF-1990',
    },
  }),
  'DELETE /api/superadmin/schools/:id': async (ctx) => ({
    url: `/api/superadmin/schools/${(await createSchool(ctx.db)).id}`,
  }),
  // State changes that are real changes (a repeated one answers 200 and records nothing).
  'POST /api/superadmin/schools/:id/activate': async (ctx) => ({
    url: `/api/superadmin/schools/${(await createSchool(ctx.db, { active: false })).id}/activate`,
  }),
  'POST /api/superadmin/users/:id/unlock': async (ctx) => {
    const user = await createUser(ctx.db);
    const at = isoNow();
    await ctx.db
      .insertInto('login_attempts')
      .values(
        Array.from({ length: 10 }, () => ({ email: user.email, ip_address: '10.9.9.9', created_at: at })),
      )
      .execute();
    return { url: `/api/superadmin/users/${user.id}/unlock` };
  },
  'POST /api/superadmin/inquiries/:id/reopen': async (ctx) => {
    const id = await FACTORIES.inquiries!(ctx);
    await ctx.db
      .updateTable('contact_messages')
      .set({ handled_at: isoNow(), handled_by: ctx.superadmin.userId })
      .where('id', '=', id)
      .execute();
    return { url: `/api/superadmin/inquiries/${id}/reopen` };
  },
  // School settings: a website and a year the schema can only refine, and times of day in order.
  'PUT /api/school/settings/information': async () => ({
    payload: {
      name: `Matrix ${uniq()}`,
      code: `C${uniq()}`.toUpperCase(),
      email: `m${uniq()}@example.com`,
      phone: '+91 98765 43210',
      website: 'https://school.example.com',
      address: '1 Matrix Road',
      city: 'Pune',
      state: 'Maharashtra',
      board: 'CBSE',
      establishment_year: 1990,
    },
  }),
  // Platform settings that leave the rest of the run alone: maintenance off, a policy the
  // fixtures' passwords meet, and no SMTP host (a made-up one would be dialled by the test e-mail).
  'PUT /api/superadmin/settings/platform': async () => ({
    payload: {
      platform_name: 'Schoolwise',
      platform_description: 'A multi-school management platform.',
      default_timezone: 'Asia/Kolkata',
      default_currency: 'INR',
      default_language: 'en',
      maintenance_mode: false,
    },
  }),
  'PUT /api/superadmin/settings/security': async () => ({
    payload: {
      password_min_length: 8,
      require_special_chars: false,
      session_timeout: 60,
      max_login_attempts: 5,
      two_factor_auth: false,
      export_rows_per_hour: 50_000,
      export_notice_rows_per_day: 100_000,
    },
  }),
  'PUT /api/superadmin/settings/email': async () => ({
    payload: {
      smtp_host: null,
      smtp_port: 587,
      smtp_username: null,
      from_name: 'Schoolwise',
      from_email: 'no-reply@example.com',
    },
  }),
  // A week of a class with a register taken, so that the report has a row.
  'GET /api/school/attendance/report': async (ctx, owner) => ({
    url: `/api/school/attendance/report${await weekOfAClass(ctx, owner)}`,
  }),
  'GET /api/school/attendance/report/export': async (ctx, owner) => ({
    url: `/api/school/attendance/report/export${await weekOfAClass(ctx, owner)}`,
  }),
  // Everyone present: a register needs no mark, and a generated mark would name a stranger.
  'PUT /api/school/sections/:id/attendance/:date': async () => ({ payload: { marks: [] } }),
  'PUT /api/teacher/sections/:id/attendance/:date': async () => ({ payload: { marks: [] } }),
  'PUT /api/school/settings/academic': async () => ({
    payload: {
      attendance_correction_days: 2,
      academic_year: '2024-25',
      session_start: '2024-06-01',
      session_end: '2025-03-31',
      working_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
      school_timing: { start: '08:00', end: '14:00' },
      break_time: { start: '11:00', end: '11:20' },
      grading_system: 'CGPA',
      max_marks: 100,
    },
  }),
};

let yearsMade = 0;
/** An academic year's body that overlaps no other made here (nor the current year, 2026-27). */
function distinctYear() {
  const from = 2200 + yearsMade++;
  return {
    name: `${from}-${from + 1}`,
    start_date: `${from}-04-01`,
    end_date: `${from + 1}-03-31`,
    is_current: false,
  };
}

/** A year (the current one, or a new one), a class of the school and a section of that class. */
async function placement(ctx: RequestContext, owner: Principal, current: boolean) {
  const schoolId = owner.schoolId!;
  const year = current ? await currentYear(ctx.db, schoolId) : await createYear(ctx.db, schoolId);
  const schoolClass = await createClass(ctx.db, schoolId);
  const section = await createSection(ctx.db, schoolId, schoolClass.id);
  return { academic_year_id: year.id, class_id: schoolClass.id, section_id: section.id };
}

/** A notice for the parents of a fresh section, every field set. */
async function noticePayload(ctx: RequestContext, owner: Principal) {
  const schoolClass = await createClass(ctx.db, owner.schoolId!);
  const section = await createSection(ctx.db, owner.schoolId!, schoolClass.id);
  return {
    title: `Matrix ${uniq()}`,
    body: 'Bring your kit.',
    publish_date: '2024-06-01',
    audience: 'parents',
    class_id: schoolClass.id,
    section_id: section.id,
  };
}

/** A fresh class of the current year with one active student in it. */
async function classToPromote(ctx: RequestContext, owner: Principal) {
  const schoolId = owner.schoolId!;
  const year = await currentYear(ctx.db, schoolId);
  const schoolClass = await createClass(ctx.db, schoolId);
  const { student } = await enrolledStudent(ctx.db, schoolId, { yearId: year.id, classId: schoolClass.id });
  return { source: { yearId: year.id, classId: schoolClass.id }, studentId: student.id };
}

/** A valid enrolment (with a password) or edit of a student, placed in a fresh class and section. */
async function studentPayload(ctx: RequestContext, owner: Principal, enrol: boolean) {
  const u = uniq();
  return {
    name: `Matrix ${u}`,
    email: `s${u}@example.com`,
    ...(enrol ? { password: DEFAULT_PASSWORD } : {}),
    phone: '+91 98765 43210',
    admission_no: `ADM${u}`,
    roll_no: '7',
    dob: '2015-05-01',
    gender: 'female',
    blood_group: 'O+',
    status: 'active',
    admission_date: '2024-06-01',
    ...(await placement(ctx, owner, true)),
  };
}

/** Uploads have no body schema: the file goes in the field the URL names (`profile-picture`). */
function upload(url: string): Partial<InjectOptions> {
  const field = url.split('/').at(-1)!.replaceAll('-', '_');
  return multipart([{ name: field, filename: 'matrix.png', contentType: 'image/png', data: PNG_1X1 }]);
}

/** Query values as text, the way a browser sends them. */
function queryString(query: Record<string, string | number | boolean>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A request that the route's schema accepts, on fresh fixtures owned by `owner` (their school on
 * school routes): method, URL with ids and query, JSON body or upload, and a client address of
 * its own (the sign-in and contact limits count per address).
 */
export async function buildRequest(
  ctx: RequestContext,
  route: Pick<RouteAccess, 'method' | 'url' | 'schema'>,
  owner: Principal,
  minimal = false,
): Promise<InjectOptions> {
  // An id in a body names a row of the same console: `role_ids` on /api/superadmin/users are roles.
  // /api/school-admin holds one call (promotion); its ids are rows of /api/school.
  const prefix = route.url
    .split('/')
    .slice(0, 3)
    .join('/')
    .replace(/^\/api\/school-admin$/, '/api/school');
  const values: ValueSource = {
    idFor: (field) => createFixture(ctx, `${prefix}/${collectionOf(field)}`, owner),
    minimal,
  };
  const { body, querystring } = route.schema as { body?: unknown; querystring?: unknown };
  let query = '';
  if (isZod(querystring)) {
    const value = (await validValue(querystring, '', values)) as Record<string, string | number | boolean>;
    checkValid(
      querystring,
      Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])),
      'query',
    );
    query = queryString(value);
  }
  const request: InjectOptions = {
    method: route.method,
    url: (await concretePath(ctx, route.url, owner)) + query,
    remoteAddress: freshIp(),
  };
  const override = OVERRIDES[routeName(route)];
  const replaced = override ? await override(ctx, owner) : {};
  // A body the override gives is not generated: a generated one may not pass (that is why).
  if (isZod(body) && !('payload' in replaced)) {
    const payload = await validValue(body, '', values);
    checkValid(body, payload, 'body');
    request.payload = payload as InjectOptions['payload'];
  } else if ((route.schema as { consumes?: string[] }).consumes?.includes('multipart/form-data')) {
    Object.assign(request, upload(route.url));
  }
  return { ...request, ...replaced };
}

// ---- The database, compared ----------------------------------------------------------------

/** The application's tables: not the migration bookkeeping, not SQLite's search index shadows. */
export async function tableNames(db: DB): Promise<string[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely%'`.execute(
      db,
    );
    return rows.map((r) => r.name).sort();
  }
  const { rows } = await sql<{ name: string; sql: string | null }>`SELECT name, sql FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely%'`.execute(db);
  const virtual = rows.filter((r) => /^CREATE VIRTUAL/i.test(r.sql ?? '')).map((r) => r.name);
  return rows
    .map((r) => r.name)
    .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
    .sort();
}

/** Row counts of the tables, in one query. */
export async function rowCounts(db: DB, tables: string[]): Promise<Record<string, number>> {
  const query = sql<Record<string, number | string>>`SELECT ${sql.join(
    tables.map((t) => sql`(SELECT count(*) FROM ${sql.table(t)}) AS ${sql.ref(t)}`),
  )}`.compile(db);
  // Kept prepared on PostgreSQL (db/connect.ts): the fuzz test counts every table around each of
  // its 10,000 requests, and planning these ~50 counts anew each time was most of their cost.
  keepPrepared(query.sql);
  const { rows } = await db.executeQuery(query);
  return Object.fromEntries(Object.entries(rows[0]!).map(([t, n]) => [t, Number(n)]));
}

/** Every table's row count and a digest of its rows: equal snapshots, an unchanged database. */
export async function snapshot(db: DB, tables: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const rows = await db
      .selectFrom(table as never)
      .selectAll()
      .execute();
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    out[table] = `${rows.length}:${sha256(lines.join('\n'))}`;
  }
  return out;
}
