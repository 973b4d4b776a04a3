import type { TeachingSection } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createClass, createSection, enrolledStudent } from '../helpers/academics';
import { createTeacher, teacherOfSection } from '../helpers/people';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { schoolOpenToday, teacherGet, teacherToken, today } from './teacher-places';

/*
 * What a teacher reaches: the sections the school assigned them (class teacher of a section,
 * a subject in a section, or a class without a section: every section of it), and nothing else.
 * Another teacher's section of their school and any section of another school are 404 on every
 * /api/teacher route that names one, read from the route table, and the database stays as it was.
 */
let t: TestApp;
let a: SchoolAdminSession;
let b: SchoolAdminSession;
let token: string;
const ids: Record<'fiveA' | 'fiveB' | 'sixA' | 'sixB' | 'sevenA' | 'sevenB' | 'otherSchool', number> = {
  fiveA: 0,
  fiveB: 0,
  sixA: 0,
  sixB: 0,
  sevenA: 0,
  sevenB: 0,
  otherSchool: 0,
};
let subjects: { math: number; art: number };

async function subject(schoolId: number, name: string) {
  const now = isoNow();
  const row = await t.db
    .insertInto('subjects')
    .values({ school_id: schoolId, name, code: null, description: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
  const year = await schoolOpenToday(t, a);
  await schoolOpenToday(t, b);
  const five = await createClass(t.db, a.schoolId, { name: 'Five' });
  const six = await createClass(t.db, a.schoolId, { name: 'Six' });
  const seven = await createClass(t.db, a.schoolId, { name: 'Seven' });
  const section = async (classId: number, name: string) =>
    (await createSection(t.db, a.schoolId, classId, { name })).id;
  ids.fiveA = await section(five.id, 'A');
  ids.fiveB = await section(five.id, 'B');
  ids.sixA = await section(six.id, 'A');
  ids.sixB = await section(six.id, 'B');
  ids.sevenA = await section(seven.id, 'A');
  ids.sevenB = await section(seven.id, 'B');
  const otherClass = await createClass(t.db, b.schoolId);
  ids.otherSchool = (await createSection(t.db, b.schoolId, otherClass.id)).id;
  for (const [schoolId, classId, sectionId] of [
    [a.schoolId, five.id, ids.fiveB],
    [b.schoolId, otherClass.id, ids.otherSchool],
  ] as const) {
    await teacherOfSection(t.db, schoolId, { classId, sectionId });
    await enrolledStudent(t.db, schoolId, { yearId: year.id, classId, sectionId });
  }

  // Class teacher of Five A, Maths in Six A, Art in the whole of Seven.
  const { teacher } = await createTeacher(t.db, a.schoolId);
  subjects = { math: await subject(a.schoolId, 'Maths'), art: await subject(a.schoolId, 'Art') };
  const now = isoNow();
  const stamps = { school_id: a.schoolId, teacher_id: teacher.id, created_at: now, updated_at: now };
  await t.db
    .insertInto('teacher_classes')
    .values({ ...stamps, class_id: five.id, section_id: ids.fiveA, is_class_teacher: true })
    .execute();
  await t.db
    .insertInto('teacher_subjects')
    .values([
      { ...stamps, class_id: six.id, section_id: ids.sixA, subject_id: subjects.math },
      { ...stamps, class_id: seven.id, section_id: null, subject_id: subjects.art },
    ])
    .execute();
  token = await teacherToken(t, teacher.id);
});
afterAll(() => t.close());

describe("a teacher's sections", () => {
  it('are those they teach: as class teacher, a subject in a section, a subject in a whole class', async () => {
    const { sections } = await teacherGet<{ sections: TeachingSection[] }>(t, token, '/sections');
    expect(
      sections.map((s) => ({
        name: `${s.class_name} ${s.section_name}`,
        id: s.section_id,
        class_teacher: s.is_class_teacher,
        subjects: s.subjects.map((x) => x.name),
      })),
    ).toEqual([
      { name: 'Five A', id: ids.fiveA, class_teacher: true, subjects: [] },
      { name: 'Seven A', id: ids.sevenA, class_teacher: false, subjects: ['Art'] },
      { name: 'Seven B', id: ids.sevenB, class_teacher: false, subjects: ['Art'] },
      { name: 'Six A', id: ids.sixA, class_teacher: false, subjects: ['Maths'] },
    ]);
  });

  it('each open to them on every route that names a section', async () => {
    for (const route of teacherSectionRoutes()) {
      for (const id of [ids.fiveA, ids.sixA, ids.sevenB]) {
        const res = await call(t.app, token, request(route, id));
        expect(res.statusCode, `${route.method} ${route.url} ${res.body}`).toBe(200);
      }
    }
  });
});

describe('a section the teacher does not teach', () => {
  it("is 404 on every route that names one, another teacher's of their school or another school's, and nothing changes", async () => {
    const routes = teacherSectionRoutes();
    // The students, and the register's read and save.
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/teacher/sections/:id/attendance/:date',
      'GET /api/teacher/sections/:id/students',
      'PUT /api/teacher/sections/:id/attendance/:date',
    ]);
    const tables = await tableNames(t.db);
    const before = await snapshot(t.db, tables);
    for (const route of routes) {
      for (const id of [ids.fiveB, ids.sixB, ids.otherSchool]) {
        const res = await call(t.app, token, request(route, id));
        expect(res.statusCode, `${route.method} ${route.url} on ${id}`).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'Resource not found.' });
      }
    }
    expect(await snapshot(t.db, tables)).toEqual(before);
  });

  it('is not on their dashboard', async () => {
    const dashboard = await teacherGet<{ sections: TeachingSection[] }>(t, token, '/dashboard');
    expect(dashboard.sections.map((s) => s.section_id)).toEqual([
      ids.fiveA,
      ids.sevenA,
      ids.sevenB,
      ids.sixA,
    ]);
  });
});

/** Every /api/teacher route that names a section, from the app's route table. */
function teacherSectionRoutes() {
  return t.app.routeAccess.filter((r) => r.url.startsWith('/api/teacher/') && r.url.includes(':id'));
}

/** A request of the route for section `id` (today's register; a save marks nobody). */
function request(route: { method: string; url: string }, id: number) {
  const url = route.url.replace(':id', String(id)).replace(':date', today());
  return {
    method: route.method as 'GET' | 'PUT',
    url,
    ...(route.method === 'PUT' ? { payload: { marks: [] } } : {}),
  };
}
