import type { AttendanceDay, AttendanceReport, StudentAttendance } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, FORBIDDEN, lastAuditId, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, classWithSections, everyDayWorking, rateOf, take, type Mark } from './attendance-fixtures';
import { withoutAudit } from '../helpers/refusals';

/*
 * The administrator's reading of attendance: a date across the school, a range per class or
 * section, a student's year. Registers are taken through the API; every figure is checked against
 * one counted here from the marks that were sent.
 */
let t: TestApp;
let a: SchoolAdminSession;
let b: SchoolAdminSession;
let four: Awaited<ReturnType<typeof classWithSections>>;
let five: Awaited<ReturnType<typeof classWithSections>>;

interface Taken {
  sectionId: number;
  date: string;
  marks: Mark[];
}
const taken: Taken[] = [];

/** Everyone enrolled in a section. */
const studentsOf = (sectionId: number) =>
  [...four.sections, ...five.sections].find((s) => s.id === sectionId)!.students;

/** A register's counts, from the marks sent: everyone without a mark was present. */
function countsOf(register: Taken) {
  const count = (status: string) => register.marks.filter((m) => m.status === status).length;
  const enrolled = studentsOf(register.sectionId).length;
  const [absent, late, excused] = [count('absent'), count('late'), count('excused')];
  const present = enrolled - absent - late - excused;
  return { enrolled, present, absent, late, excused, rate: rateOf(present + late, enrolled) };
}

/** A student's figures over the registers of the range, from the marks sent. */
function studentFigures(studentId: number, sectionId: number, from: string, to: string) {
  const days = taken.filter((r) => r.sectionId === sectionId && r.date >= from && r.date <= to);
  const statuses = days.map((r) => r.marks.find((m) => m.student_id === studentId)?.status ?? 'present');
  const count = (status: string) => statuses.filter((s) => s === status).length;
  return {
    days: days.length,
    present: count('present'),
    absent: count('absent'),
    late: count('late'),
    excused: count('excused'),
    rate: rateOf(count('present') + count('late'), days.length),
  };
}

async function record(sectionId: number, date: string, marks: Mark[]) {
  await take(t, a, sectionId, date, marks);
  taken.push({ sectionId, date, marks });
}

beforeAll(async () => {
  t = await createTestApp();
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
  await everyDayWorking(t, a);
  // Created Five first: the overview orders by class name, not by creation.
  five = await classWithSections(t, a, 'Class 5', 3);
  four = await classWithSections(t, a, 'Class 4', 2);
  const [fiveA, fiveB] = five.sections;
  const [fourA] = four.sections;
  await record(fiveA.id, '2026-11-02', [
    { student_id: fiveA.students[0]!, status: 'absent' },
    { student_id: fiveA.students[1]!, status: 'late' },
  ]);
  await record(fiveB.id, '2026-11-02', [{ student_id: fiveB.students[0]!, status: 'excused' }]);
  await record(fourA.id, '2026-11-02', []);
  await record(fiveA.id, '2026-11-03', [{ student_id: fiveA.students[0]!, status: 'absent', note: 'Fever' }]);
  await record(fiveA.id, '2026-11-04', [
    { student_id: fiveA.students[2]!, status: 'present', note: 'Came with a parent' },
  ]);
  // Outside the report's range below.
  await record(fiveB.id, '2026-10-30', [{ student_id: fiveB.students[1]!, status: 'absent' }]);
});
afterAll(() => t.close());

const get = (url: string, session = a) => asAdmin(t, session, 'GET', url);
const fieldsOf = (res: { json(): unknown }) =>
  Object.keys((res.json() as { errors?: Record<string, string[]> }).errors ?? {});

describe('GET /api/school/attendance', () => {
  it('lists every section by class then name with its register of the date, and sums the registers', async () => {
    const res = await get('/attendance?date=2026-11-02&per_page=3');
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json().data as AttendanceDay;
    const order = [...four.sections, ...five.sections];
    expect(day.sections.map((s) => [s.class_name, s.section_name])).toEqual([
      ['Class 4', 'A'],
      ['Class 4', 'B'],
      ['Class 5', 'A'],
    ]);
    expect(day.pagination).toMatchObject({ total: 4, per_page: 3, current_page: 1, last_page: 2 });
    const next = (await get('/attendance?date=2026-11-02&per_page=3&page=2')).json().data as AttendanceDay;
    const rows = [...day.sections, ...next.sections];
    for (const [i, row] of rows.entries()) {
      const register = taken.find((r) => r.sectionId === order[i]!.id && r.date === '2026-11-02');
      expect(row.section_id).toBe(order[i]!.id);
      expect(row.taken).toBe(register !== undefined);
      if (register) {
        expect(row.counts).toEqual(countsOf(register));
        expect(row.taken_by).toEqual({ id: a.userId, name: expect.any(String) });
        expect(row.taken_at).toEqual(expect.any(String));
      } else {
        expect(row).toMatchObject({ taken_by: null, taken_at: null, counts: { enrolled: 0, rate: null } });
      }
    }

    const ofDay = taken.filter((r) => r.date === '2026-11-02').map(countsOf);
    const sum = (key: 'enrolled' | 'present' | 'absent' | 'late' | 'excused') =>
      ofDay.reduce((total, c) => total + c[key], 0);
    const summary = {
      sections: 4,
      taken: ofDay.length,
      enrolled: sum('enrolled'),
      present: sum('present'),
      absent: sum('absent'),
      late: sum('late'),
      excused: sum('excused'),
      rate: rateOf(sum('present') + sum('late'), sum('enrolled')),
    };
    expect(day.summary).toEqual(summary);
    expect(next.summary).toEqual(summary);
    expect(day.school_day).toBe(true);
  });

  it('narrows to a class, and says whether the date is a school day', async () => {
    const day = (await get(`/attendance?date=2026-11-03&class_id=${five.klass.id}`)).json()
      .data as AttendanceDay;
    expect(day.sections.map((s) => [s.section_name, s.taken])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    expect(day.summary).toMatchObject({ sections: 2, taken: 1, absent: 1 });
    const before = (await get('/attendance?date=2026-03-31')).json().data as AttendanceDay;
    expect(before).toMatchObject({ school_day: false, summary: { taken: 0, rate: null } });
  });

  it('refuses a class of another school (422) and a malformed date (400), naming the field', async () => {
    for (const [url, status, field] of [
      [`/attendance?date=2026-11-02&class_id=${five.klass.id}`, 422, 'class_id'],
      ['/attendance?date=26-11-02', 400, 'date'],
      ['/attendance', 400, 'date'],
    ] as const) {
      const res = await get(url, b);
      expect(res.statusCode, url).toBe(status);
      expect(fieldsOf(res)).toEqual([field]);
    }
  });
});

describe('GET /api/school/attendance/report', () => {
  const range = 'date_from=2026-11-01&date_to=2026-11-30';

  it('gives each student of the class their days, marks and rate over the range', async () => {
    const res = await get(`/attendance/report?${range}&class_id=${five.klass.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as AttendanceReport;
    const expected = five.sections.flatMap((section) =>
      section.students.map((id) => ({
        student_id: id,
        section_name: section.name,
        ...studentFigures(id, section.id, '2026-11-01', '2026-11-30'),
      })),
    );
    expect(report.students).toEqual(
      expected.map((row) => ({
        ...row,
        name: expect.any(String),
        admission_no: expect.any(String),
        class_name: 'Class 5',
      })),
    );
    const sum = (key: 'days' | 'present' | 'absent' | 'late' | 'excused') =>
      expected.reduce((total, row) => total + row[key], 0);
    expect(report.summary).toEqual({
      days: 3,
      enrolled: sum('days'),
      present: sum('present'),
      absent: sum('absent'),
      late: sum('late'),
      excused: sum('excused'),
      rate: rateOf(sum('present') + sum('late'), sum('days')),
    });
  });

  it('narrows to one section', async () => {
    const [, fiveB] = five.sections;
    const report = (
      await get(`/attendance/report?date_from=2026-10-01&date_to=2026-11-30&section_id=${fiveB.id}`)
    ).json().data as AttendanceReport;
    expect(report.students.map((s) => s.student_id)).toEqual(fiveB.students);
    for (const row of report.students) {
      expect(row).toMatchObject(studentFigures(row.student_id, fiveB.id, '2026-10-01', '2026-11-30'));
    }
  });

  it('pages the students, every page with the summary of them all', async () => {
    const query = `${range}&class_id=${five.klass.id}`;
    const whole = (await get(`/attendance/report?${query}`)).json().data as AttendanceReport;
    const count = whole.students.length;
    expect(count).toBe(five.sections.flatMap((section) => section.students).length);
    expect(whole.pagination).toEqual({
      total: count,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 1,
      last_page: 1,
    });
    const last = Math.ceil(count / 2);
    const pages: AttendanceReport['students'][] = [];
    // One page past the last: no student, the same summary.
    for (let page = 1; page <= last + 1; page++) {
      const res = await get(`/attendance/report?${query}&per_page=2&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json().data as AttendanceReport;
      expect(report.summary).toEqual(whole.summary);
      expect(report.pagination).toEqual({
        ...whole.pagination,
        per_page: 2,
        current_page: page,
        last_page: last,
      });
      pages.push(report.students);
    }
    expect(pages.at(-1)).toEqual([]);
    expect(pages.flat()).toEqual(whole.students);
    // A page that starts too deep is refused before anything is read, as on every list.
    const deep = await get(`/attendance/report?${query}&per_page=100&page=101`);
    expect(deep.statusCode).toBe(422);
    expect(fieldsOf(deep)).toEqual(['page']);
    for (const [bad, field] of [
      ['page=0', 'page'],
      ['per_page=101', 'per_page'],
    ] as const) {
      const res = await get(`/attendance/report?${query}&${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(fieldsOf(res), bad).toEqual([field]);
    }
  });

  it('refuses a reversed range, more than 366 days, no class or section, and places of another school', async () => {
    const cases = [
      [`date_from=2026-11-30&date_to=2026-11-01&class_id=${five.klass.id}`, 'date_to', a],
      [`date_from=2026-01-01&date_to=2027-01-02&class_id=${five.klass.id}`, 'date_to', a],
      [range, 'class_id', a],
      [`${range}&class_id=${five.klass.id}`, 'class_id', b],
      [`${range}&section_id=${five.sections[0].id}`, 'section_id', b],
    ] as const;
    for (const [query, field, session] of cases) {
      const res = await get(`/attendance/report?${query}`, session);
      expect(res.statusCode, query).toBe(422);
      expect(fieldsOf(res), query).toEqual([field]);
    }
    // Both given, they narrow together: a section of another class leaves nobody.
    const neither = await get(
      `/attendance/report?${range}&class_id=${four.klass.id}&section_id=${five.sections[0].id}`,
    );
    expect(neither.statusCode).toBe(200);
    expect((neither.json().data as AttendanceReport).students).toEqual([]);
    // A malformed date is a bad request, as in every query.
    const malformed = await get(
      `/attendance/report?date_from=nope&date_to=2026-11-01&class_id=${five.klass.id}`,
    );
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed)).toEqual(['date_from']);
    // Every day of a leap year is still one year.
    expect(
      (await get(`/attendance/report?date_from=2028-01-01&date_to=2028-12-31&class_id=${five.klass.id}`))
        .statusCode,
    ).toBe(200);
  });

  it('exports the same figures as CSV, audited as data_export', async () => {
    const since = await lastAuditId(t.db);
    const query = `${range}&class_id=${five.klass.id}`;
    const res = await get(`/attendance/report/export?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const report = (await get(`/attendance/report?${query}`)).json().data as AttendanceReport;
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'student_id',
      'admission_no',
      'name',
      'class',
      'section',
      'days',
      'present',
      'absent',
      'late',
      'excused',
      'rate',
    ]);
    expect(rows.slice(1)).toEqual(
      report.students.map((s) =>
        [
          s.student_id,
          s.admission_no,
          s.name,
          s.class_name,
          s.section_name,
          s.days,
          s.present,
          s.absent,
          s.late,
          s.excused,
          s.rate ?? '',
        ].map(String),
      ),
    );
    const [audit] = await auditsOfEvent(t.db, 'data_export', since);
    expect(audit?.properties).toMatchObject({ resource: 'attendance', filters: { class_id: five.klass.id } });
  });

  it('needs attendance_export to export', async () => {
    await withoutPermission(t, 'attendance_export', async () => {
      const res = await get(`/attendance/report/export?${range}&class_id=${five.klass.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    });
  });
});

describe('GET /api/school/students/:id/attendance', () => {
  it("gives every register day of the student's section this year with their mark, and the rate", async () => {
    const [fiveA] = five.sections;
    for (const studentId of fiveA.students) {
      const res = await get(`/students/${studentId}/attendance`);
      expect(res.statusCode, res.body).toBe(200);
      const year = res.json().data as StudentAttendance;
      const registers = taken
        .filter((r) => r.sectionId === fiveA.id)
        .sort((x, y) => x.date.localeCompare(y.date));
      expect(year.days).toEqual(
        registers.map((r) => {
          const mark = r.marks.find((m) => m.student_id === studentId);
          return { date: r.date, status: mark?.status ?? 'present', note: mark?.note ?? null };
        }),
      );
      const figures = studentFigures(studentId, fiveA.id, '2026-04-01', '2027-03-31');
      expect(year).toMatchObject({
        academic_year_id: five.year.id,
        from: '2026-04-01',
        to: '2027-03-31',
        counts: {
          enrolled: figures.days,
          present: figures.present,
          absent: figures.absent,
          late: figures.late,
          excused: figures.excused,
          rate: figures.rate,
        },
      });
    }
  });

  it('keeps the marks of a section the student has since left, beside the days of the new one', async () => {
    const [fiveA, fiveB] = five.sections;
    const moved = fiveA.students[1]!;
    // Marked late in A on 2026-11-02, then moved to B, whose registers are 2026-10-30 and 2026-11-02.
    await t.db
      .updateTable('enrollments')
      .set({ section_id: fiveB.id })
      .where('student_id', '=', moved)
      .execute();
    try {
      const year = (await get(`/students/${moved}/attendance`)).json().data as StudentAttendance;
      expect(year.days).toEqual([
        { date: '2026-10-30', status: 'present', note: null },
        { date: '2026-11-02', status: 'late', note: null },
      ]);
      expect(year.counts).toEqual({ enrolled: 2, present: 1, absent: 0, late: 1, excused: 0, rate: 100 });
    } finally {
      await t.db
        .updateTable('enrollments')
        .set({ section_id: fiveA.id })
        .where('student_id', '=', moved)
        .execute();
    }
  });

  it("is 404 for another school's student, and nothing changes", async () => {
    const tables = withoutAudit(await tableNames(t.db));
    const state = await snapshot(t.db, tables);
    const res = await get(`/students/${five.sections[0].students[0]}/attendance`, b);
    expect(res.statusCode).toBe(404);
    expect((await get('/students/999999/attendance')).statusCode).toBe(404);
    expect(await snapshot(t.db, tables)).toEqual(state);
  });
});
