import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '../../src/db/connect';
import { BYTE_ORDER_MARK } from '../../src/lib/csv';
import { createSchool, createSchoolAdmin, createUser, type FactoryUser } from './factories';
import { createParent, createStudent, createTeacher } from './people';
import { bearer, signIn } from './http';

export const UNAUTHENTICATED = { success: false, message: 'Unauthenticated.' };
export const FORBIDDEN = { success: false, message: "Access denied. You don't have permission." };
export const SERVER_ERROR = { success: false, message: 'Server error. Please try again later.' };
export const BAD_REQUEST_MESSAGE = 'Bad request. Please check your input.';

export interface ConsoleSessions {
  superadmin: FactoryUser;
  /** Bearer token of the superadmin. */
  sa: string;
  schoolAdmin: FactoryUser;
  /** Bearer token of a school_admin: every superadmin call must answer it 403. */
  adminToken: string;
  /** Bearer token of a teacher of that school: the teacher console's caller. */
  teacherToken: string;
  /** Bearer tokens of a parent with a child and of a student (withPortalSessions): the portals' callers. */
  parentToken?: string;
  studentToken?: string;
}

/**
 * The sessions, with a parent (with a child) and a student of a school of their own: for tests
 * that call the portals' routes as their callers. Apart from consoleSessions, so that the tests
 * counting the platform's users and roles' users are not given two more.
 */
export async function withPortalSessions(
  app: FastifyInstance,
  db: DB,
  s: ConsoleSessions,
): Promise<ConsoleSessions> {
  const school = await createSchool(db);
  const { user: pupil, student } = await createStudent(db, school.id);
  const { user: parent } = await createParent(db, school.id, { students: [student.id] });
  const [p, st] = await Promise.all([
    signIn(app, parent.email, parent.password),
    signIn(app, pupil.email, pupil.password),
  ]);
  return { ...s, parentToken: p.token, studentToken: st.token };
}

/** A signed-in superadmin, a signed-in school_admin (with a school of their own) and one of its teachers. */
export async function consoleSessions(app: FastifyInstance, db: DB): Promise<ConsoleSessions> {
  const superadmin = await createUser(db, { roles: ['superadmin'], name: 'Root Admin' });
  const { user: schoolAdmin, school } = await createSchoolAdmin(db);
  const { user: teacher } = await createTeacher(db, school.id);
  const [a, b, c] = await Promise.all([
    signIn(app, superadmin.email, superadmin.password),
    signIn(app, schoolAdmin.email, schoolAdmin.password),
    signIn(app, teacher.email, teacher.password),
  ]);
  return { superadmin, sa: a.token, schoolAdmin, adminToken: b.token, teacherToken: c.token };
}

/** A caller a route lets through to its validation: its console's user, nobody on a public route. */
export function callerToken(
  s: ConsoleSessions,
  route: { url: string; permission: string | null; signedIn: boolean },
) {
  if (route.url.startsWith('/api/teacher/')) return s.teacherToken;
  if (route.url.startsWith('/api/parent/') && s.parentToken) return s.parentToken;
  if (route.url.startsWith('/api/student/') && s.studentToken) return s.studentToken;
  if (/^\/api\/school(-admin)?\//.test(route.url)) return s.adminToken;
  return route.permission || route.signedIn ? s.sa : null;
}

/** Injects without any Authorization header, or with a given bearer token. */
export function call(
  app: FastifyInstance,
  token: string | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, ...(token ? bearer(token) : {}) } });
}

export interface ParsedAudit {
  id: number;
  event: string;
  description: string;
  user_id: number | null;
  school_id: number | null;
  ip_address: string | null;
  user_agent: string | null;
  properties: Record<string, unknown> | null;
  created_at: string;
}

/** Audit entries of one event, oldest first, optionally only those after a given id. */
export async function auditsOfEvent(db: DB, event: string, afterId = 0): Promise<ParsedAudit[]> {
  const rows = await db
    .selectFrom('audit_logs')
    .selectAll()
    .where('event', '=', event)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    properties: r.properties ? (JSON.parse(r.properties) as Record<string, unknown>) : null,
  }));
}

/** The id of the newest audit entry (0 when none): entries after it are what a call wrote. */
export async function lastAuditId(db: DB): Promise<number> {
  const row = await db
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Everything a superadmin call could change, to show that a refused call changed nothing. */
export async function dbState(db: DB) {
  const [schools, schoolAdmins, users, roleUser, students, teachers, tokens, audit] = await Promise.all([
    db.selectFrom('schools').selectAll().orderBy('id').execute(),
    db.selectFrom('school_admins').selectAll().orderBy('id').execute(),
    db.selectFrom('users').selectAll().orderBy('id').execute(),
    db.selectFrom('role_user').selectAll().orderBy('user_id').orderBy('role_id').execute(),
    db.selectFrom('students').selectAll().orderBy('id').execute(),
    db.selectFrom('teachers').selectAll().orderBy('id').execute(),
    db.selectFrom('access_tokens').select(['id', 'user_id']).orderBy('id').execute(),
    lastAuditId(db),
  ]);
  return { schools, schoolAdmins, users, roleUser, students, teachers, tokens, audit };
}

/**
 * Runs `fn` while the audit table is out of reach, so that any audit write fails: a change that
 * is audited in the same transaction must then not happen at all.
 */
export async function withAuditTableMissing<T>(db: DB, fn: () => Promise<T>): Promise<T> {
  await sql`ALTER TABLE audit_logs RENAME TO audit_logs_away`.execute(db);
  try {
    return await fn();
  } finally {
    await sql`ALTER TABLE audit_logs_away RENAME TO audit_logs`.execute(db);
  }
}

/**
 * An export's CSV into rows of cells (RFC 4180: CRLF or LF line ends, quoted cells with ""
 * escapes). Every export starts with a UTF-8 byte-order mark, so spreadsheet programs read names
 * in any script; a file without one is refused here, so every export test checks it.
 */
export function parseCsv(file: string): string[][] {
  if (!file.startsWith(BYTE_ORDER_MARK)) throw new Error('The CSV does not start with a byte-order mark.');
  const text = file.slice(BYTE_ORDER_MARK.length);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        cell += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      // handled by the \n
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A marker unique to one test, to find that test's rows among the file's others. */
let markers = 0;
export const marker = (prefix = 'mk') =>
  `${prefix}${Date.now().toString(36)}${(markers++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
