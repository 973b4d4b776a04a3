import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../helpers/factories';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { isoNow } from '../../src/lib/time';
import { seated, yearEnd } from './enrolment-helpers';

/*
 * The rules the forms and the API both keep: a roll number names one student of a section in a
 * year (ignoring case and spaces, held by the database when requests race); a date of birth is
 * in the past and before the admission (or joining) date; only active students take a seat.
 */
let t: TestApp;
let tables: string[];
let a: SchoolAdminSession;

beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
  a = await schoolAdminSession(t.db);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(t.app, a.token, { method, url, ...(payload ? { payload } : {}) });

let counter = 0;
function student(place: { year: number; class: number; section: number | null }, overrides: object = {}) {
  counter++;
  return {
    name: `Rule Pupil ${counter}`,
    email: `rule.${counter}.${Date.now()}@example.com`,
    password: DEFAULT_PASSWORD,
    admission_no: `RULE-${counter}-${Date.now()}`,
    roll_no: `${100 + counter}`,
    dob: '2015-02-11',
    gender: 'female',
    status: 'active',
    admission_date: '2026-06-01',
    academic_year_id: place.year,
    class_id: place.class,
    section_id: place.section,
    ...overrides,
  };
}
const noPassword = (body: object) => ({ ...body, password: undefined });

describe('roll numbers', () => {
  it('are unique within a section and year, ignoring case and spaces, on enrol, edit, promote and assign', async () => {
    const s = await yearEnd(t, a.schoolId);
    const inA = { year: s.year.id, class: s.five.id, section: s.fiveA.id };
    const first = await send('POST', '/api/school/students', student(inA, { roll_no: 'A7' }));
    expect(first.statusCode, first.body).toBe(201);
    const state = await snapshot(t.db, tables);
    for (const roll of ['A7', 'a7', ' a7 ']) {
      const res = await send('POST', '/api/school/students', student(inA, { roll_no: roll }));
      expect(res.statusCode, roll).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['roll_no']);
      expect(res.json().errors.roll_no[0]).toMatch(/Roll number has already been taken in this section/);
    }
    expect(await snapshot(t.db, tables)).toEqual(state);

    // The same number in another section, or in another year, is another student's to have.
    const inB = await send(
      'POST',
      '/api/school/students',
      student({ ...inA, section: s.fiveB.id }, { roll_no: 'A7' }),
    );
    expect(inB.statusCode, inB.body).toBe(201);
    const moved = await send('PUT', `/api/school/students/${inB.json().data.id}`, {
      ...noPassword(student(inA, { roll_no: 'a7' })),
      email: inB.json().data.email,
      admission_no: inB.json().data.admission_no,
    });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['roll_no']);
    // Keeping one's own number in an edit is no clash.
    const own = first.json().data;
    const kept = await send('PUT', `/api/school/students/${own.id}`, {
      ...noPassword(student(inA, { roll_no: 'A7', name: 'Renamed' })),
      email: own.email,
      admission_no: own.admission_no,
    });
    expect(kept.statusCode, kept.body).toBe(200);

    const next = await send('POST', `/api/school-admin/students/${own.id}/promote`, {
      new_academic_year_id: s.next.id,
      new_class_id: s.six.id,
      new_section_id: s.sixA.id,
      new_roll_no: '3',
    });
    expect(next.statusCode, next.body).toBe(200);
    const other = await seated(
      t,
      a.schoolId,
      { yearId: s.year.id, classId: s.five.id, sectionId: s.fiveB.id },
      'Olga',
      '9',
    );
    const clash = await send('POST', `/api/school-admin/students/${other.id}/promote`, {
      new_academic_year_id: s.next.id,
      new_class_id: s.six.id,
      new_section_id: s.sixA.id,
      new_roll_no: ' 3',
    });
    expect(clash.statusCode).toBe(422);
    expect(Object.keys(clash.json().errors)).toEqual(['new_roll_no']);

    // Assigning B's "A7" into section A, where "A7" sits already: refused, nobody moved.
    const before = await snapshot(t.db, tables);
    const assign = await send('POST', `/api/school/sections/${s.fiveA.id}/assign-students`, {
      student_ids: [inB.json().data.id],
    });
    expect(assign.statusCode).toBe(422);
    expect(Object.keys(assign.json().errors)).toEqual(['roll_numbers']);
    expect(await snapshot(t.db, tables)).toEqual(before);
    const renumbered = await send('POST', `/api/school/sections/${s.fiveA.id}/assign-students`, {
      student_ids: [inB.json().data.id],
      roll_numbers: { [inB.json().data.id]: 'A8' },
    });
    expect(renumbered.statusCode, renumbered.body).toBe(200);
  });

  it('hold when enrolments race: one gets the number, the others a 422 on roll_no', async () => {
    const s = await yearEnd(t, a.schoolId);
    const inA = { year: s.year.id, class: s.five.id, section: s.fiveA.id };
    const answers = await Promise.all(
      ['R1', 'r1', 'R1 '].map((roll) =>
        send('POST', '/api/school/students', student(inA, { roll_no: roll })),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    for (const refused of answers.filter((r) => r.statusCode === 422)) {
      expect(Object.keys(refused.json().errors)).toEqual(['roll_no']);
    }
    const rows = await t.db
      .selectFrom('enrollments')
      .select('roll_no')
      .where('section_id', '=', s.fiveA.id)
      .where('academic_year_id', '=', s.year.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('dates of birth', () => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  it('of a student are before today and before the admission date, on enrol and edit', async () => {
    const s = await yearEnd(t, a.schoolId);
    const inA = { year: s.year.id, class: s.five.id, section: s.fiveA.id };
    const state = await snapshot(t.db, tables);
    for (const [dob, admission_date, message] of [
      [tomorrow, '2026-06-01', 'Date of birth must be a date before today.'],
      ['2026-07-01', '2026-06-01', 'Date of birth must be a date before the admission date.'],
      ['2026-06-01', '2026-06-01', 'Date of birth must be a date before the admission date.'],
    ] as const) {
      const res = await send('POST', '/api/school/students', student(inA, { dob, admission_date }));
      expect(res.statusCode, dob).toBe(422);
      expect(res.json().errors.dob).toEqual([message]);
    }
    // Every error at once: a wrong e-mail does not hide the date.
    const both = await send('POST', '/api/school/students', student(inA, { dob: tomorrow, email: 'nope' }));
    expect(Object.keys(both.json().errors).sort()).toEqual(['dob', 'email']);
    expect(await snapshot(t.db, tables)).toEqual(state);

    const made = (await send('POST', '/api/school/students', student(inA))).json().data;
    const edit = await send('PUT', `/api/school/students/${made.id}`, {
      ...noPassword(student(inA, { roll_no: made.roll_no, dob: '2027-01-01' })),
      email: made.email,
      admission_no: made.admission_no,
    });
    expect(edit.statusCode).toBe(422);
    expect(Object.keys(edit.json().errors)).toEqual(['dob']);
  });

  it('of a teacher are before the date of joining, on create and edit', async () => {
    const teacher = (overrides: object) => ({
      name: 'Dated Teacher',
      email: `dated.${++counter}@example.com`,
      employee_code: `EMP-D${counter}`,
      gender: 'male',
      password: DEFAULT_PASSWORD,
      password_confirmation: DEFAULT_PASSWORD,
      ...overrides,
    });
    const late = await send(
      'POST',
      '/api/school/teachers',
      teacher({ dob: '2020-01-01', date_of_joining: '2019-06-01' }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ dob: ['Date of birth must be a date before the joining date.'] });
    const made = await send(
      'POST',
      '/api/school/teachers',
      teacher({ dob: '1990-01-01', date_of_joining: '2019-06-01' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const { id, email, employee_code } = made.json().data;
    const edit = await send('PUT', `/api/school/teachers/${id}`, {
      name: 'Dated Teacher',
      email,
      employee_code,
      gender: 'male',
      dob: '2019-06-02',
      date_of_joining: '2019-06-01',
    });
    expect(edit.statusCode).toBe(422);
    expect(Object.keys(edit.json().errors)).toEqual(['dob']);
  });
});

describe('seats', () => {
  it('are freed by a transferred, graduated or inactive student; coming back to active needs one', async () => {
    const s = await yearEnd(t, a.schoolId);
    await t.db.updateTable('sections').set({ capacity: 1 }).where('id', '=', s.fiveA.id).execute();
    const inA = { year: s.year.id, class: s.five.id, section: s.fiveA.id };
    const first = (await send('POST', '/api/school/students', student(inA))).json().data;
    expect((await send('POST', '/api/school/students', student(inA))).statusCode).toBe(422);
    for (const status of ['transferred', 'alumni', 'inactive'] as const) {
      await t.db.updateTable('students').set({ status }).where('id', '=', first.id).execute();
      const sections = (await send('GET', `/api/school/sections?class_id=${s.five.id}`)).json().data.sections;
      expect(sections.find((x: { id: number }) => x.id === s.fiveA.id).students_count, status).toBe(0);
    }
    const second = await send('POST', '/api/school/students', student(inA));
    expect(second.statusCode, second.body).toBe(201);

    // The first student back to active: the seat is the second's now.
    const state = await snapshot(t.db, tables);
    const back = await send('PUT', `/api/school/students/${first.id}`, {
      ...noPassword(student(inA, { roll_no: first.roll_no, status: 'active' })),
      email: first.email,
      admission_no: first.admission_no,
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors).toEqual({ section_id: ['Section A has no seat left (capacity 1).'] });
    expect(await snapshot(t.db, tables)).toEqual(state);
    // Back to active in a section with room: allowed.
    const elsewhere = await send('PUT', `/api/school/students/${first.id}`, {
      ...noPassword(student({ ...inA, section: s.fiveB.id }, { roll_no: first.roll_no, status: 'active' })),
      email: first.email,
      admission_no: first.admission_no,
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it("of next year's section are checked too when a student comes back to active", async () => {
    const s = await yearEnd(t, a.schoolId, { capacity: 1 });
    const today = isoNow().slice(0, 10);
    // Next year has not ended (its end is after today in this test's dates, or the check is moot).
    expect(s.next.end_date >= today).toBe(true);
    const away = await seated(
      t,
      a.schoolId,
      { yearId: s.year.id, classId: s.five.id, sectionId: s.fiveA.id },
      'Away',
      '1',
    );
    await t.db
      .insertInto('enrollments')
      .values({
        school_id: a.schoolId,
        student_id: away.id,
        academic_year_id: s.next.id,
        class_id: s.six.id,
        section_id: s.sixA.id,
        roll_no: '1',
        created_at: isoNow(),
        updated_at: isoNow(),
      })
      .execute();
    await t.db.updateTable('students').set({ status: 'transferred' }).where('id', '=', away.id).execute();
    await seated(
      t,
      a.schoolId,
      { yearId: s.next.id, classId: s.six.id, sectionId: s.sixA.id },
      'Newcomer',
      '2',
    );
    const detail = (await send('GET', `/api/school/students/${away.id}`)).json().data;
    const back = await send('PUT', `/api/school/students/${away.id}`, {
      name: 'Away',
      email: detail.email,
      admission_no: detail.admission_no,
      roll_no: '1',
      dob: '2015-01-01',
      gender: 'male',
      status: 'active',
      admission_date: '2026-04-01',
      academic_year_id: s.year.id,
      class_id: s.five.id,
      section_id: s.fiveA.id,
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors).toEqual({ status: ['Section A has no seat left (capacity 1).'] });
  });
});
