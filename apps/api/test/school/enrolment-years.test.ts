import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParent } from '../helpers/people';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { call, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { seated, yearEnd } from './enrolment-helpers';

/*
 * A student's class is the class of the year looked at: once promoted into next year, the list,
 * its filters and counts, the details and the export still show this year's class and roll
 * number, and next year's when that year is asked for; the history keeps both.
 */
let t: TestApp;
let a: SchoolAdminSession;

beforeAll(async () => {
  t = await createTestApp();
  a = await schoolAdminSession(t.db);
});
afterAll(() => t.close());

const get = (url: string) => call(t.app, a.token, { method: 'GET', url: `/api/school${url}` });

interface Listed {
  id: number;
  roll_no: string | null;
  enrolment: {
    academic_year_id: number;
    class_model: { name: string };
    section: { name: string } | null;
  } | null;
  classes: { academic_year_id: number }[];
}

/** A class promoted into next year: Asha (roll 5, 5-A) moved on to 6-B with roll 1. */
async function promotedSchool() {
  const s = await yearEnd(t, a.schoolId);
  const asha = await seated(
    t,
    a.schoolId,
    { yearId: s.year.id, classId: s.five.id, sectionId: s.fiveA.id },
    'Asha',
    '5',
  );
  const res = await call(t.app, a.token, {
    method: 'POST',
    url: `/api/school-admin/students/${asha.id}/promote`,
    payload: {
      new_academic_year_id: s.next.id,
      new_class_id: s.six.id,
      new_section_id: s.sixB.id,
      new_roll_no: '1',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...s, asha };
}

describe('the year looked at', () => {
  it('lists, filters and shows this year’s class and roll number after a promotion, next year’s when asked', async () => {
    const s = await promotedSchool();
    const mine = (rows: Listed[]) => rows.find((r) => r.id === s.asha.id);

    const now = (await get('/students?per_page=100')).json().data.students as Listed[];
    expect(mine(now)).toMatchObject({
      roll_no: '5',
      enrolment: { academic_year_id: s.year.id, class_model: { name: s.five.name }, section: { name: 'A' } },
    });
    expect(mine(now)!.classes.map((c) => c.academic_year_id)).toEqual([s.next.id, s.year.id]);

    const later = (await get(`/students?academic_year_id=${s.next.id}`)).json().data.students as Listed[];
    expect(later.map((r) => r.id)).toEqual([s.asha.id]);
    expect(later[0]).toMatchObject({
      roll_no: '1',
      enrolment: { academic_year_id: s.next.id, class_model: { name: s.six.name }, section: { name: 'B' } },
    });

    // The class and section filters read the current year by default, the named year otherwise.
    const ids = async (query: string) =>
      ((await get(`/students?${query}`)).json().data.students as Listed[]).map((r) => r.id);
    expect(await ids(`class_id=${s.five.id}`)).toEqual([s.asha.id]);
    expect(await ids(`class_id=${s.six.id}`)).toEqual([]);
    expect(await ids(`section_id=${s.fiveA.id}`)).toEqual([s.asha.id]);
    expect(await ids(`class_id=${s.six.id}&academic_year_id=${s.next.id}`)).toEqual([s.asha.id]);
    expect(await ids(`class_id=${s.five.id}&academic_year_id=${s.next.id}`)).toEqual([]);
  });

  it('shows the details of the current year, or of the year asked for, with the whole history', async () => {
    const s = await promotedSchool();
    const now = (await get(`/students/${s.asha.id}`)).json().data as Listed;
    expect(now).toMatchObject({ roll_no: '5', enrolment: { academic_year_id: s.year.id } });
    expect(now.classes).toHaveLength(2);
    const later = (await get(`/students/${s.asha.id}?academic_year_id=${s.next.id}`)).json().data as Listed;
    expect(later).toMatchObject({ roll_no: '1', enrolment: { academic_year_id: s.next.id } });
  });

  it('counts the analytics of the year asked for: its students, their classes and admissions', async () => {
    const s = await promotedSchool();
    await seated(t, a.schoolId, { yearId: s.year.id, classId: s.five.id, sectionId: s.fiveB.id }, 'Ben', '6');
    const later = (await get(`/students/analytics?academic_year_id=${s.next.id}`)).json().data;
    expect(later).toMatchObject({
      total_students: 1,
      active_students: 1,
      class_distribution: [{ class_name: s.six.name, student_count: 1 }],
    });
    const now = (await get(`/students/analytics?academic_year_id=${s.year.id}`)).json().data;
    expect(now).toMatchObject({
      total_students: 2,
      class_distribution: [{ class_name: s.five.name, student_count: 2 }],
    });
    const other = await schoolAdminSession(t.db);
    const theirs = await call(t.app, other.token, {
      method: 'GET',
      url: `/api/school/students/analytics?academic_year_id=${s.next.id}`,
    });
    expect(theirs.statusCode).toBe(422);
    expect(Object.keys(theirs.json().errors)).toEqual(['academic_year_id']);
  });

  it("exports each student's class, section and roll number of the year looked at, and their parents", async () => {
    const s = await promotedSchool();
    await createParent(t.db, a.schoolId, {
      students: [s.asha.id],
      user: { name: 'Ravi Rao', phone: '+91 98450 22222', email: `ravi.${s.asha.id}@example.com` },
    });
    await createParent(t.db, a.schoolId, {
      relationship: 'mother',
      students: [s.asha.id],
      user: { name: 'Mira Rao', email: `mira.${s.asha.id}@example.com` },
    });
    const rowOf = async (query: string) => {
      const rows = parseCsv((await get(`/students/export?search=Asha${query}`)).body);
      const header = rows[0]!;
      const row = rows.find((r) => r[0] === String(s.asha.id))!;
      return Object.fromEntries(header.map((h, i) => [h, row[i]]));
    };
    expect(await rowOf('')).toMatchObject({
      academic_year: s.year.name,
      class: s.five.name,
      section: 'A',
      roll_no: '5',
      parent_names: 'Ravi Rao; Mira Rao',
      // A leading + is quoted as text (the CSV writer's guard against formulas).
      parent_phones: "'+91 98450 22222; ",
      parent_emails: `ravi.${s.asha.id}@example.com; mira.${s.asha.id}@example.com`,
    });
    expect(await rowOf(`&academic_year_id=${s.next.id}`)).toMatchObject({
      academic_year: s.next.name,
      class: s.six.name,
      section: 'B',
      roll_no: '1',
    });
  });

  it("lists a parent's children with this year's class, not next year's", async () => {
    const s = await promotedSchool();
    const { parent } = await createParent(t.db, a.schoolId, { students: [s.asha.id] });
    const children = (await get(`/parents/${parent.id}/children`)).json().data;
    expect(JSON.stringify(children)).toContain(s.five.name);
    expect(JSON.stringify(children)).not.toContain(s.six.name);
  });

  it("counts a class's and a section's students of this year: the promotion fills next year only", async () => {
    const s = await promotedSchool();
    const classes = (await get(`/classes?search=${encodeURIComponent(s.five.name)}`)).json().data.classes;
    expect(classes[0]).toMatchObject({ name: s.five.name, students_count: 1 });
    const six = (await get(`/classes?search=${encodeURIComponent(s.six.name)}`)).json().data.classes;
    expect(six[0]).toMatchObject({ students_count: 0 });
    const sections = (await get(`/sections?class_id=${s.six.id}`)).json().data.sections;
    expect(sections.map((x: { students_count: number }) => x.students_count)).toEqual([0, 0]);
  });
});
