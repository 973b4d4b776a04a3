import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockoutWindowStart } from '../../src/modules/auth/account-lockout';
import { relatedOfClasses } from '../../src/modules/classes/classes.repository';
import { relatedOfParents } from '../../src/modules/parents/parents.repository';
import { rolesOfPermissions } from '../../src/modules/permissions/permissions.repository';
import { relatedOfRoles } from '../../src/modules/roles/roles.repository';
import { relatedOfSchools } from '../../src/modules/schools/schools.repository';
import { relatedOfSections } from '../../src/modules/sections/sections.repository';
import { relatedOfStudents } from '../../src/modules/students/students.repository';
import { relatedOfUsers } from '../../src/modules/users/users-list.repository';
import { roleIds } from '../helpers/access';
import { createClass, createSection, createYear, enrolledStudent } from '../helpers/academics';
import { createSchoolAdmin } from '../helpers/factories';
import { createParent } from '../helpers/people';
import { postgresGenericPlan, postgresPlan, sqlitePlan, statementsRun } from '../helpers/query-plan';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A page's related rows are read by a second statement over the page's ids (lib/related-rows.ts).
 * A row deleted between the two statements is gone from the second: the page still shows it as
 * it read it, with nothing related, and never fails. Each list's reader is asked for a row that
 * exists and one that does not.
 */

let t: TestApp;
let ids: {
  school: number;
  code: string;
  admin: number;
  classId: number;
  section: number;
  student: number;
  parent: number;
};
/** No row has it: ids are never this large in a test database. */
const GONE = 2_000_000_000;

beforeAll(async () => {
  t = await createTestApp();
  const { school, user } = await createSchoolAdmin(t.db);
  const classRow = await createClass(t.db, school.id);
  const section = await createSection(t.db, school.id, classRow.id);
  const year = await createYear(t.db, school.id, { current: true });
  const { student } = await enrolledStudent(t.db, school.id, {
    yearId: year.id,
    classId: classRow.id,
    sectionId: section.id,
  });
  const { parent } = await createParent(t.db, school.id, { students: [student.id] });
  ids = {
    school: school.id,
    code: school.code,
    admin: user.id,
    classId: classRow.id,
    section: section.id,
    student: student.id,
    parent: parent.id,
  };
});
afterAll(() => t.close());

describe("a page's related rows", () => {
  it('of users: a gone user has no role, school or failed sign-in', async () => {
    const related = await relatedOfUsers(t.db, [ids.admin, GONE], lockoutWindowStart());
    expect(related.get(ids.admin)).toMatchObject({
      roles: [expect.objectContaining({ name: 'school_admin' })],
      school: { id: ids.school, code: ids.code },
      failures: [],
    });
    expect(related.get(GONE)).toEqual({ roles: [], school: null, failures: [] });
  });

  it('of roles: a gone role has no holder and no permission', async () => {
    const role = (await roleIds(t.db)).school_admin!;
    const page = [
      { id: role, name: 'school_admin' },
      { id: GONE, name: 'gone' },
    ];
    for (const withPermissions of [true, false]) {
      const related = await relatedOfRoles(t.db, page, withPermissions);
      expect(related.get(role)!.users_count).toBeGreaterThan(0);
      expect(related.get(role)!.permissions_count).toBeGreaterThan(0);
      expect(related.get(role)!.permissions?.length).toBe(
        withPermissions ? related.get(role)!.permissions_count : undefined,
      );
      expect(related.get(GONE)).toEqual({
        users_count: 0,
        permissions_count: 0,
        ...(withPermissions ? { permissions: [] } : {}),
      });
    }
  });

  it('of schools: a gone school has no people', async () => {
    const related = await relatedOfSchools(t.db, [ids.school, GONE]);
    expect(related.get(ids.school)).toMatchObject({ students: 1, admins: [{ user_id: ids.admin }] });
    expect(related.get(GONE)).toEqual({ students: 0, teachers: 0, admins: [] });
  });

  it('of classes and sections: a gone one has no student, teacher or section', async () => {
    const classes = await relatedOfClasses(t.db, ids.school, [ids.classId, GONE]);
    expect(classes.get(ids.classId)).toEqual({ students: 1, teachers: 0, sections: 1 });
    expect(classes.get(GONE)).toEqual({ students: 0, teachers: 0, sections: 0 });
    const sections = await relatedOfSections(t.db, ids.school, [ids.section, GONE]);
    expect(sections.get(ids.section)).toEqual({ students_count: 1 });
    expect(sections.get(GONE)).toEqual({ students_count: 0 });
  });

  it('of parents and students: a gone one has no child or enrolment, under its school code', async () => {
    const parents = await relatedOfParents(t.db, ids.school, [ids.parent, GONE]);
    expect(parents.get(ids.parent)!.students).toEqual([expect.objectContaining({ id: ids.student })]);
    expect(parents.get(GONE)).toEqual({ students: [] });
    const students = await relatedOfStudents(t.db, ids.school, [ids.student, GONE]);
    expect(students.get(ids.student)).toEqual({
      school_code: ids.code,
      classes: [expect.objectContaining({ class_id: ids.classId, section_id: ids.section })],
    });
    expect(students.get(GONE)).toEqual({ school_code: ids.code, classes: [] });
  });

  it("of classes and sections count the year's enrolments from their kept counts, reading no enrolment", async () => {
    // A class's enrolments in a year are kept in figure_counts (migration 2026_12_10_0300), a
    // section's seats in row_counts (2026_12_10_0800), each found through its key's index.
    const plan = async (read: (db: typeof t.db) => Promise<unknown>): Promise<string> => {
      const query = (await statementsRun(t.db, read)).at(-1)!;
      return t.engine === 'postgres' ? postgresPlan(t.db, query) : sqlitePlan(t.db, query);
    };
    if (t.engine === 'sqlite') {
      // This database was analysed holding a figure or two, for which SQLite rightly scans; its
      // statistics now hold as many as a school's years of classes would.
      await sql`WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < 2000)
        INSERT INTO figure_counts (figure, zone, day, item, n) SELECT 'plan', '', i % 9, i, 1 FROM seq`.execute(
        t.db,
      );
      await sql`ANALYZE figure_counts`.execute(t.db);
    }
    const classes = await plan((db) => relatedOfClasses(db, ids.school, [ids.classId]));
    const sections = await plan((db) => relatedOfSections(db, ids.school, [ids.section]));
    await t.db.deleteFrom('figure_counts').where('figure', '=', 'plan').execute();
    const pg = t.engine === 'postgres';
    for (const read of [classes, sections]) expect(read).not.toMatch(/enrollments/);
    expect(classes).toMatch(
      pg
        ? /Index (Only )?Scan (using|on) figure_counts_key/
        : /SEARCH figure_counts USING (COVERING )?INDEX \w+ \(figure=\? AND zone=\? AND day=\? AND item=\?\)/,
    );
    expect(sections).toMatch(
      pg
        ? /Index (Only )?Scan (using|on) row_counts_name_idx/
        : /SEARCH row_counts USING (COVERING )?INDEX row_counts_name_key \(name=\?\)/,
    );
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'of permissions find their roles by id, not by reading every role, in the plan kept for every page',
    async () => {
      // Thousands of roles (as `npm run load` makes), analysed. A plan kept for every page costs
      // the page's permissions at sixty rows of permission_role whatever it holds, and joined
      // the roles by hashing all of them.
      await sql`INSERT INTO roles (name, created_at, updated_at)
        SELECT 'plan_' || i, '2026-01-01', '2026-01-01' FROM generate_series(1, 5000) AS i`.execute(t.db);
      await sql`ANALYZE roles`.execute(t.db);
      try {
        const permissions = (await t.db.selectFrom('permissions').select('id').limit(15).execute()).map(
          (p) => p.id,
        );
        const [query] = await statementsRun(t.db, (db) => rolesOfPermissions(db, permissions));
        const plan = await postgresGenericPlan(t.db, query!);
        expect(plan).toMatch(/Index Cond: \(id = ANY/);
        expect(plan).not.toMatch(/Seq Scan on roles/);
      } finally {
        await t.db.deleteFrom('roles').where('name', 'like', 'plan\\_%').execute();
        await sql`ANALYZE roles`.execute(t.db);
      }
    },
  );

  it("are read only within the school asked for: another school's rows count as gone", async () => {
    const other = await createSchoolAdmin(t.db);
    const students = await relatedOfStudents(t.db, other.school.id, [ids.student]);
    expect(students.get(ids.student)).toEqual({ school_code: other.school.code, classes: [] });
    const parents = await relatedOfParents(t.db, other.school.id, [ids.parent]);
    expect(parents.get(ids.parent)).toEqual({ students: [] });
    const classes = await relatedOfClasses(t.db, other.school.id, [ids.classId]);
    expect(classes.get(ids.classId)).toEqual({ students: 0, teachers: 0, sections: 0 });
    const sections = await relatedOfSections(t.db, other.school.id, [ids.section]);
    expect(sections.get(ids.section)).toEqual({ students_count: 0 });
  });
});
