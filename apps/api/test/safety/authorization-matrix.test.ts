import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/plugins/auth';
import { createSchool, createSchoolAdmin, createUser } from '../helpers/factories';
import { createParent, createTeacher } from '../helpers/people';
import { createClass, createSection, currentYear, enrolledStudent } from '../helpers/academics';
import { newChild } from '../helpers/portal-fixtures';
import { permissionIds } from '../helpers/access';
import { setUpRouteTests } from '../helpers/route-principals';
import {
  buildRequest,
  mintToken,
  routeName,
  rowCounts,
  scopeOf,
  snapshot,
  type Principal,
  type RequestContext,
} from '../helpers/route-requests';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { isoNow } from '../../src/lib/time';
import { RESERVED_PERMISSIONS } from '../../src/modules/permissions/catalogue';

/*
 * Who may call what, for every route of the app's own table (app.routeAccess), as: anonymous, a
 * superadmin, the admins of two schools, a user whose custom role holds exactly the route's
 * permission, a user holding another permission, a teacher, a parent and a student. Each request is valid (built
 * from the route's schema, on fresh fixtures of its own), so "allowed" is seen as an answer to a
 * real request, not as a 404 on a made-up id. The expectation follows from the route's
 * declaration and scope alone, so routes added later are covered as they are registered.
 */
let t: TestApp;
let ctx: RequestContext;
let tables: string[];
const principals: Record<string, Principal> = {};
/** A user per permission whose only role holds just that permission (with a school of their own). */
const holders = new Map<string, Principal>();
/**
 * For a permission reserved to superadmins, which no other role can be given: a user whose role
 * holds every other permission, who must still be refused.
 */
let delegateOfAll: Principal;
let ids: Record<string, number>;

const makePrincipal = (
  name: string,
  userId: number,
  schoolId: number | null,
  teacherId: number | null = null,
): Principal => ({ name, userId, schoolId, teacherId });

/** A parent of the school with a child of their own there, in a class of the child's own. */
async function parentWithChild(name: string, schoolId: number): Promise<Principal> {
  const { user, parent } = await createParent(t.db, schoolId);
  await newChild(t.db, schoolId, parent.id);
  return { name, userId: user.id, schoolId, parentId: parent.id };
}

/** A student of the school enrolled this year in a class of their own. */
async function enrolledPupil(name: string, schoolId: number): Promise<Principal> {
  const year = await currentYear(t.db, schoolId);
  const schoolClass = await createClass(t.db, schoolId);
  const section = await createSection(t.db, schoolId, schoolClass.id);
  const { user, student } = await enrolledStudent(t.db, schoolId, {
    yearId: year.id,
    classId: schoolClass.id,
    sectionId: section.id,
  });
  return { name, userId: user.id, schoolId, studentId: student.id };
}

/**
 * Makes `userId` the admin of `schoolId`, as the school_admins table records it, one of its
 * teachers, one of its parents and one of its students: a holder's permission may be of the
 * school console, the teacher's or a portal. Answers the teacher, parent and student records' ids.
 */
async function runSchool(
  userId: number,
  schoolId: number,
): Promise<Pick<Principal, 'teacherId' | 'parentId' | 'studentId'>> {
  const now = isoNow();
  const stamps = { school_id: schoolId, user_id: userId, created_at: now, updated_at: now };
  await t.db
    .insertInto('school_admins')
    .values({ ...stamps, designation: 'Principal', joining_date: now.slice(0, 10) })
    .execute();
  const teacher = await t.db
    .insertInto('teachers')
    .values({
      ...stamps,
      employee_code: `EMP-H${userId}`,
      qualification: null,
      specialization: null,
      date_of_joining: now.slice(0, 10),
      gender: null,
      dob: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parent = await t.db
    .insertInto('parents')
    .values({
      ...stamps,
      relationship_type: 'guardian',
      occupation: null,
      address_same_as_student: true,
      alt_phone: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const student = await t.db
    .insertInto('students')
    .values({
      ...stamps,
      admission_no: `ADM-H${userId}`,
      roll_no: null,
      dob: null,
      gender: 'other',
      blood_group: null,
      admission_date: now.slice(0, 10),
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { teacherId: teacher.id, parentId: parent.id, studentId: student.id };
}

/** A principal who runs a school of their own and is its teacher, parent and student (runSchool). */
const holderOf = async (name: string, userId: number, schoolId: number): Promise<Principal> => ({
  name,
  userId,
  schoolId,
  ...(await runSchool(userId, schoolId)),
});

beforeAll(async () => {
  t = await createTestApp();
  const setup = await setUpRouteTests(t);
  ({ ctx, tables } = setup);
  principals.superadmin = setup.superadmin;
  principals.schoolA = setup.schoolA;
  const b = await createSchoolAdmin(t.db);
  principals.schoolB = makePrincipal('schoolB', b.user.id, b.school.id);
  principals.teacher = setup.teacherA;
  // Teachers who must not reach teacher A's sections: a colleague of school A, and one of school B.
  const colleague = await createTeacher(t.db, setup.schoolA.schoolId!);
  principals.colleague = makePrincipal(
    'colleague',
    colleague.user.id,
    setup.schoolA.schoolId,
    colleague.teacher.id,
  );
  const teacherB = await createTeacher(t.db, b.school.id);
  principals.teacherB = makePrincipal('teacherB', teacherB.user.id, b.school.id, teacherB.teacher.id);
  principals.parent = setup.parentA;
  principals.student = setup.studentA;
  // Parents and students who must not reach parent A's children or student A's notices: of the
  // same school (with children or a class of their own), and of school B.
  principals.otherParent = await parentWithChild('otherParent', setup.schoolA.schoolId!);
  principals.parentB = await parentWithChild('parentB', b.school.id);
  principals.otherStudent = await enrolledPupil('otherStudent', setup.schoolA.schoolId!);
  principals.studentB = await enrolledPupil('studentB', b.school.id);

  ids = await permissionIds(t.db);
  const sa = await mintToken(t.db, setup.superadmin.userId!);
  const makeRole = (name: string, permissions: string[]) =>
    call(t.app, sa, {
      method: 'POST',
      url: '/api/superadmin/roles',
      payload: { name, permission_ids: permissions.map((p) => ids[p]) },
    });
  for (const permission of new Set(t.app.routeAccess.flatMap((r) => (r.permission ? [r.permission] : [])))) {
    const role = await makeRole(`only_${permission}`, [permission]);
    if (RESERVED_PERMISSIONS.has(permission)) {
      expect(role.statusCode, `${permission} is reserved to superadmins`).toBe(422);
      continue;
    }
    expect(role.statusCode).toBe(201);
    const user = await createUser(t.db, { roles: [`only_${permission}`] });
    const school = await createSchool(t.db);
    holders.set(permission, await holderOf(`holder of ${permission}`, user.id, school.id));
  }
  expect((await makeRole('matrix_plain', [])).statusCode).toBe(201);
  const grantable = Object.keys(ids).filter((p) => !RESERVED_PERMISSIONS.has(p));
  expect((await makeRole('all_but_reserved', grantable)).statusCode).toBe(201);
  const delegate = await createUser(t.db, { roles: ['all_but_reserved'] });
  const delegateSchool = await createSchool(t.db);
  delegateOfAll = await holderOf(
    'holder of every permission but the reserved ones',
    delegate.id,
    delegateSchool.id,
  );
});
afterAll(() => t.close());

type Verdict = 'unauthenticated' | 'forbidden' | 'allowed';
function verdictOf(status: number): string {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status >= 500) return `error ${status}`;
  // The request is valid and its rows are fresh and the caller's own: only a conflict with their
  // state may refuse it. A 400 or 422 means the builder needs an override; a 404, that the
  // caller cannot see their own row.
  if (status >= 300 && status !== 409) return `refused (${status})`;
  return 'allowed';
}

/** What each principal must get on a route, from its declaration and scope alone. */
function expected(route: RouteAccess): Record<string, Verdict> {
  switch (scopeOf(route)) {
    case 'public':
      return { anonymous: 'allowed', superadmin: 'allowed', teacher: 'allowed' };
    case 'signedIn':
      return {
        anonymous: 'unauthenticated',
        superadmin: 'allowed',
        schoolA: 'allowed',
        schoolB: 'allowed',
        teacher: 'allowed',
        holder: 'allowed',
      };
    case 'superadmin':
      return {
        anonymous: 'unauthenticated',
        superadmin: 'allowed',
        schoolA: 'forbidden',
        schoolB: 'forbidden',
        // Nobody but a superadmin can hold a reserved permission.
        holder: RESERVED_PERMISSIONS.has(route.permission!) ? 'forbidden' : 'allowed',
        otherHolder: 'forbidden',
        teacher: 'forbidden',
      };
    case 'school':
      return {
        anonymous: 'unauthenticated',
        // superadmin holds every permission, but a school route needs a school of one's own.
        superadmin: 'forbidden',
        schoolA: 'allowed',
        schoolB: 'allowed',
        holder: 'allowed',
        otherHolder: 'forbidden',
        teacher: 'forbidden',
      };
    case 'teacher':
      return {
        anonymous: 'unauthenticated',
        // Every permission, but no class to teach: the teacher console needs a teacher record.
        superadmin: 'forbidden',
        schoolA: 'forbidden',
        schoolB: 'forbidden',
        holder: 'allowed',
        otherHolder: 'forbidden',
        teacher: 'allowed',
      };
    case 'parent':
    case 'student':
      return {
        anonymous: 'unauthenticated',
        // Every permission, but no child and no record of one's own: a portal needs one.
        superadmin: 'forbidden',
        schoolA: 'forbidden',
        schoolB: 'forbidden',
        holder: 'allowed',
        otherHolder: 'forbidden',
        teacher: 'forbidden',
        // Each portal's role holds its own permissions only.
        parent: scopeOf(route) === 'parent' ? 'allowed' : 'forbidden',
        student: scopeOf(route) === 'student' ? 'allowed' : 'forbidden',
      };
  }
}

/**
 * Whose rows a request works on: the caller's own (school, teaching, children, self), else school
 * A's, its teacher's, parent's or student's.
 */
function ownerFor(route: RouteAccess, principal: Principal | null): Principal {
  if (scopeOf(route) === 'teacher') return principal?.teacherId ? principal : principals.teacher!;
  if (scopeOf(route) === 'parent') return principal?.parentId ? principal : principals.parent!;
  if (scopeOf(route) === 'student') return principal?.studentId ? principal : principals.student!;
  return principal?.schoolId ? principal : principals.schoolA!;
}

/**
 * Sends school A's (or its teacher's, parent's or student's) request as someone of another school,
 * or a colleague, another parent or another student of the same school: 404, nothing changed.
 */
async function outsiderSees(route: RouteAccess, outsider: Principal, wrong: string[]) {
  const request = await buildRequest(ctx, route, ownerFor(route, null));
  const token = await mintToken(t.db, outsider.userId!);
  const before = await snapshot(t.db, tables);
  const res = await call(t.app, token, request);
  const after = await snapshot(t.db, tables);
  if (res.statusCode !== 404) {
    wrong.push(`${routeName(route)} as ${outsider.name} on school A's rows: ${res.statusCode}, expected 404`);
  }
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    wrong.push(`${routeName(route)} as ${outsider.name} on school A's rows changed the database`);
  }
}

/** Whether the route's request names a row by id: in its path, or a child in its query. */
function namesARow(route: RouteAccess): boolean {
  const query = route.schema.querystring as { shape?: Record<string, unknown> } | undefined;
  return route.url.includes('/:id') || query?.shape?.student_id !== undefined;
}

function principalOf(route: RouteAccess, name: string): Principal | null {
  const permissions = [...holders.keys()];
  switch (name) {
    case 'anonymous':
      return null;
    case 'holder':
      return holders.get(route.permission ?? permissions[0]!) ?? delegateOfAll;
    case 'otherHolder':
      return holders.get(permissions.find((p) => p !== route.permission)!)!;
    default:
      return principals[name]!;
  }
}

/** Sends the route's valid request as `principal`, on fixtures of their school (or school A's). */
/**
 * What a holder of only the route's permission sends: the request without its optional parts, since
 * a part such as a password, a role or a role's permissions needs a permission of its own
 * (docs/decisions.md, "Delegation"; test/safety/delegation.test.ts proves those refusals).
 * Assigning permissions, they hand on the one permission they hold.
 */
async function holderRequest(route: RouteAccess, owner: Principal) {
  if (scopeOf(route) !== 'superadmin') return buildRequest(ctx, route, owner);
  const request = await buildRequest(ctx, route, owner, true);
  if (routeName(route) === 'POST /api/superadmin/roles/:id/assign-permissions') {
    request.payload = { permission_ids: [ids.roles_assign_permissions] };
  }
  if (routeName(route) === 'POST /api/superadmin/users') {
    // A role holding nothing fits under anyone.
    request.payload = { ...(request.payload as object), role: 'matrix_plain' };
  }
  return request;
}

async function send(route: RouteAccess, principal: Principal | null, owner: Principal, holder = false) {
  const request = holder ? await holderRequest(route, owner) : await buildRequest(ctx, route, owner);
  const token = principal ? await mintToken(t.db, principal.userId!) : null;
  const before = await rowCounts(t.db, tables);
  const res = await call(t.app, token, request);
  return { res, request, before };
}

describe('the authorization matrix', () => {
  // Every route, eight principals, fresh fixtures each: minutes on PostgreSQL beside other work.
  // The limit only catches a hang; a slow machine is not a failure.
  it('holds for every registered route and every principal', { timeout: 900_000 }, async () => {
    const routes = t.app.routeAccess;
    const wrong: string[] = [];
    let covered = 0;
    for (const route of routes) {
      try {
        for (const [name, want] of Object.entries(expected(route))) {
          const principal = principalOf(route, name);
          const owner = ownerFor(route, principal);
          const { res, before } = await send(route, principal, owner, name === 'holder');
          const got = verdictOf(res.statusCode);
          if (got !== want) {
            wrong.push(
              `${routeName(route)} as ${name}: ${got}, expected ${want} (${res.statusCode} ${res.body.slice(0, 200)})`,
            );
          }
          if (
            want !== 'allowed' &&
            JSON.stringify(await rowCounts(t.db, tables)) !== JSON.stringify(before)
          ) {
            wrong.push(`${routeName(route)} as ${name}: refused, but rows were written`);
          }
        }
        // Another school's rows do not exist for a school admin, nor another teacher's sections
        // for a teacher, of the same school or another: 404, and nothing changes.
        if (scopeOf(route) === 'school' && route.url.includes('/:')) {
          await outsiderSees(route, principals.schoolB!, wrong);
        }
        if (scopeOf(route) === 'teacher' && route.url.includes('/:id')) {
          await outsiderSees(route, principals.colleague!, wrong);
          await outsiderSees(route, principals.teacherB!, wrong);
        }
        // Nor another parent's child (or a notice addressed to it), nor a notice addressed to
        // another student's class.
        if (scopeOf(route) === 'parent' && namesARow(route)) {
          await outsiderSees(route, principals.otherParent!, wrong);
          await outsiderSees(route, principals.parentB!, wrong);
        }
        if (scopeOf(route) === 'student' && route.url.includes('/:id')) {
          await outsiderSees(route, principals.otherStudent!, wrong);
          await outsiderSees(route, principals.studentB!, wrong);
        }
        covered++;
      } catch (error) {
        wrong.push(`${routeName(route)}: no valid request could be built: ${(error as Error).message}`);
      }
    }
    console.log(`authorization matrix: ${covered} routes covered / ${routes.length} routes registered`);
    expect(wrong).toEqual([]);
    expect(covered).toBe(routes.length);
  });
});
