import type { RouteAccess } from '../../src/plugins/auth';
import { mintToken, scopeOf, tableNames, type Principal, type RequestContext } from './route-requests';
import { createSchoolAdmin, createUser } from './factories';
import { createParent, createTeacher } from './people';
import { createClass, createSection, currentYear, enrolledStudent } from './academics';
import { newChild } from './portal-fixtures';
import type { TestApp } from './test-app';

export interface RouteTestSetup {
  /** What the request builders need to make fixtures and valid requests. */
  ctx: RequestContext;
  /** The app's tables, for counting or comparing what a request wrote. */
  tables: string[];
  superadmin: Principal;
  /** The admin of a school of their own: who sends the school routes' requests. */
  schoolA: Principal;
  /** A teacher of school A: who sends the teacher console's requests, on sections they teach. */
  teacherA: Principal;
  /** A parent of school A with a child there: who sends the parents' portal's requests. */
  parentA: Principal;
  /** A student of school A, enrolled this year: who sends the students' portal's requests. */
  studentA: Principal;
  /** Who sends a route's valid request and owns its fixtures (null: nobody signs in). */
  senderOf(route: RouteAccess): Principal | null;
  /** Whose school (and teaching) a route's fixtures belong to. */
  ownerOf(route: RouteAccess): Principal;
  /**
   * Who calls a route, signed in: its sender; on a route about one's own account (signedIn) a
   * fresh user, as the request may change or end it; nobody on a public route.
   */
  callerOf(route: RouteAccess): Promise<{ token: string | null; userId: number | null }>;
}

/**
 * The start every test over all routes shares (authorization matrix, fuzz, audit coverage): a
 * superadmin, school A with its admin, and the request context whose school fixtures are made by
 * a school_admin who runs no school, standing in for the school's admin meanwhile, so that no
 * request under test can lock the school's own admin out of the fixtures it needs.
 */
export async function setUpRouteTests(t: TestApp): Promise<RouteTestSetup> {
  const tables = await tableNames(t.db);
  const root = await createUser(t.db, { roles: ['superadmin'] });
  const a = await createSchoolAdmin(t.db);
  const keeper = await createUser(t.db, { roles: ['school_admin'] });
  const superadmin: Principal = { name: 'superadmin', userId: root.id, schoolId: null };
  const schoolA: Principal = { name: 'schoolA', userId: a.user.id, schoolId: a.school.id };
  const taught = await createTeacher(t.db, a.school.id);
  const teacherA: Principal = {
    name: 'teacherA',
    userId: taught.user.id,
    schoolId: a.school.id,
    teacherId: taught.teacher.id,
  };
  const parent = await createParent(t.db, a.school.id);
  await newChild(t.db, a.school.id, parent.parent.id);
  const parentA: Principal = {
    name: 'parentA',
    userId: parent.user.id,
    schoolId: a.school.id,
    parentId: parent.parent.id,
  };
  const year = await currentYear(t.db, a.school.id);
  const schoolClass = await createClass(t.db, a.school.id);
  const section = await createSection(t.db, a.school.id, schoolClass.id);
  const pupil = await enrolledStudent(t.db, a.school.id, {
    yearId: year.id,
    classId: schoolClass.id,
    sectionId: section.id,
  });
  const studentA: Principal = {
    name: 'studentA',
    userId: pupil.user.id,
    schoolId: a.school.id,
    studentId: pupil.student.id,
  };
  const owners: Partial<Record<ReturnType<typeof scopeOf>, Principal>> = {
    school: schoolA,
    teacher: teacherA,
    parent: parentA,
    student: studentA,
  };
  const ownerOf = (route: RouteAccess): Principal => owners[scopeOf(route)] ?? superadmin;
  const ctx: RequestContext = {
    app: t.app,
    db: t.db,
    superadmin,
    async asOwnerOf(schoolId, run) {
      const row = await t.db
        .selectFrom('school_admins')
        .select(['id', 'user_id'])
        .where('school_id', '=', schoolId)
        .executeTakeFirstOrThrow();
      await t.db.updateTable('school_admins').set({ user_id: keeper.id }).where('id', '=', row.id).execute();
      try {
        await run(await mintToken(t.db, keeper.id));
      } finally {
        await t.db
          .updateTable('school_admins')
          .set({ user_id: row.user_id })
          .where('id', '=', row.id)
          .execute();
      }
    },
  };
  return {
    ctx,
    tables,
    superadmin,
    schoolA,
    teacherA,
    parentA,
    studentA,
    ownerOf,
    senderOf: (route) => (scopeOf(route) === 'public' ? null : ownerOf(route)),
    async callerOf(route) {
      const scope = scopeOf(route);
      if (scope === 'public') return { token: null, userId: null };
      // On one's own account, a parent: every field of the profile is theirs (absence e-mails too).
      const userId =
        scope === 'signedIn' ? (await createUser(t.db, { roles: ['parent'] })).id : ownerOf(route).userId!;
      return { token: await mintToken(t.db, userId), userId };
    },
  };
}
