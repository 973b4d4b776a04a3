import type { AttendanceReport } from '@school/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createYear, enrolledStudent } from '../helpers/academics';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, classWithSections, everyDayWorking, take, type Mark } from './attendance-fixtures';
import type { AttendanceStudentCountsTable } from '../../src/db/database';

/*
 * The per-student counts the marks' triggers keep (attendance_student_counts) against a direct
 * count of the marks on their registers, after every kind of write: first saves, corrections that
 * add, change and remove marks, a student moved to another section, a section moved to another
 * class, and deletes of a register, a student and a year. A year's class report, which reads the
 * kept counts, is checked against the registers and marks themselves.
 */
let t: TestApp;
let a: SchoolAdminSession;
let b: SchoolAdminSession;

beforeAll(async () => {
  t = await createTestApp();
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
  await everyDayWorking(t, a);
  await everyDayWorking(t, b);
});
afterAll(() => t.close());

type Row = Omit<AttendanceStudentCountsTable, 'school_id'>;
const key = (r: Row) => `${r.student_id}:${r.section_id}:${r.class_id}:${r.academic_year_id}`;
const sorted = (rows: Row[]) =>
  rows
    .map((r) => ({ ...r, absent: Number(r.absent), late: Number(r.late), excused: Number(r.excused) }))
    .sort((x, y) => key(x).localeCompare(key(y)));

/** The kept counts of a school, and the same counted from its marks now. */
async function keptAndCounted(schoolId: number) {
  const kept = await t.db
    .selectFrom('attendance_student_counts')
    .select(['student_id', 'section_id', 'class_id', 'academic_year_id', 'absent', 'late', 'excused'])
    .where('school_id', '=', schoolId)
    .execute();
  const counted = await t.db
    .selectFrom('attendance_marks as m')
    .innerJoin('attendance_registers as r', 'r.id', 'm.register_id')
    .select([
      'm.student_id',
      'r.section_id',
      'r.class_id',
      'r.academic_year_id',
      sql<number>`sum(CASE WHEN m.status = 'absent' THEN 1 ELSE 0 END)`.as('absent'),
      sql<number>`sum(CASE WHEN m.status = 'late' THEN 1 ELSE 0 END)`.as('late'),
      sql<number>`sum(CASE WHEN m.status = 'excused' THEN 1 ELSE 0 END)`.as('excused'),
    ])
    .where('r.school_id', '=', schoolId)
    .where('m.status', '<>', 'present')
    .groupBy(['m.student_id', 'r.section_id', 'r.class_id', 'r.academic_year_id'])
    .execute();
  return { kept: sorted(kept), counted: sorted(counted) };
}

async function expectKeptRight(schoolId: number, atLeast: number) {
  const { kept, counted } = await keptAndCounted(schoolId);
  expect(kept).toEqual(counted);
  // A test that a table of nothing equals a count of nothing would prove nothing.
  expect(kept.length).toBeGreaterThanOrEqual(atLeast);
}

/**
 * The class's report over a range, read two students a page (every page carries the summary of
 * all), and the same figures worked out from its registers and marks.
 */
async function expectReportRight(session: SchoolAdminSession, classId: number, from: string, to: string) {
  const pages: AttendanceReport[] = [];
  do {
    const res = await asAdmin(
      t,
      session,
      'GET',
      `/attendance/report?date_from=${from}&date_to=${to}&class_id=${classId}&per_page=2&page=${pages.length + 1}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json().data as AttendanceReport);
  } while (pages.length < pages[0]!.pagination.last_page);
  const report = { ...pages[0]!, students: pages.flatMap((page) => page.students) };
  for (const page of pages) expect(page.summary).toEqual(report.summary);
  const registers = await t.db
    .selectFrom('attendance_registers')
    .select(['id', 'section_id'])
    .where('class_id', '=', classId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  const marks = registers.length
    ? await t.db
        .selectFrom('attendance_marks')
        .select(['register_id', 'student_id', 'status'])
        .where(
          'register_id',
          'in',
          registers.map((r) => r.id),
        )
        .execute()
    : [];
  const sectionOf = new Map(registers.map((r) => [r.id, r.section_id]));
  const enrolled = await t.db
    .selectFrom('enrollments')
    .select(['student_id', 'section_id'])
    .where('class_id', '=', classId)
    .execute();
  const expected = new Map(
    enrolled.map((e) => {
      const own = marks.filter(
        (m) => m.student_id === e.student_id && sectionOf.get(m.register_id) === e.section_id,
      );
      const n = (status: string) => own.filter((m) => m.status === status).length;
      const days = registers.filter((r) => r.section_id === e.section_id).length;
      return [
        e.student_id,
        {
          days,
          absent: n('absent'),
          late: n('late'),
          excused: n('excused'),
          present: days - n('absent') - n('late') - n('excused'),
        },
      ];
    }),
  );
  expect(report.students.length).toBe(enrolled.length);
  expect(report.pagination.total).toBe(enrolled.length);
  for (const row of report.students) {
    const { days, present, absent, late, excused } = row;
    expect({ days, present, absent, late, excused }).toEqual(expected.get(row.student_id));
  }
  const sum = (key: 'days' | 'present' | 'absent' | 'late' | 'excused') =>
    [...expected.values()].reduce((total, figures) => total + figures[key], 0);
  const { enrolled: days, present, absent, late, excused } = report.summary;
  expect({ days, present, absent, late, excused }).toEqual({
    days: sum('days'),
    present: sum('present'),
    absent: sum('absent'),
    late: sum('late'),
    excused: sum('excused'),
  });
  return report;
}

describe('attendance_student_counts', () => {
  it('equals a count of the marks after saves, corrections, moves and deletes', async () => {
    const four = await classWithSections(t, a, 'Counts4', 4);
    const [fourA, fourB] = four.sections;
    const other = await classWithSections(t, b, 'Counts4', 2);
    const dates = ['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29'];
    const statuses = ['absent', 'late', 'excused', 'present'] as const;
    // First saves: every status, a present student with a note (a mark that counts nothing).
    for (const [d, date] of dates.entries()) {
      for (const section of [fourA, fourB]) {
        const marks: Mark[] = section.students.slice(0, 3).map((id, i) => ({
          student_id: id,
          status: statuses[(i + d) % 4]!,
          note: statuses[(i + d) % 4] === 'present' ? 'Came with a note' : null,
        }));
        await take(t, a, section.id, date, marks);
      }
    }
    await take(t, b, other.sections[0].id, dates[0]!, [
      { student_id: other.sections[0].students[0]!, status: 'absent' },
    ]);
    await expectKeptRight(a.schoolId, 6);
    await expectKeptRight(b.schoolId, 1);

    // Corrections: a mark changed, one removed, one added, a note alone changed.
    const [s0, s1, s2, s3] = fourA.students as [number, number, number, number];
    await take(t, a, fourA.id, dates[0]!, [
      { student_id: s0, status: 'late' },
      { student_id: s2, status: 'excused', note: 'Doctor' },
      { student_id: s3, status: 'absent' },
    ]);
    await take(t, a, fourA.id, dates[1]!, []);
    await expectKeptRight(a.schoolId, 6);
    await expectReportRight(a, four.klass.id, four.year.start_date, four.year.end_date);

    // A student moved to B: their marks stay on A's registers; B's registers count them from now.
    await t.db
      .updateTable('enrollments')
      .set({ section_id: fourB.id })
      .where('student_id', '=', s1)
      .execute();
    await take(t, a, fourB.id, '2026-10-30', [{ student_id: s1, status: 'absent' }]);
    // A's correction after the move keeps the departed student's old mark.
    await take(t, a, fourA.id, dates[2]!, [{ student_id: s0, status: 'absent' }]);
    await expectKeptRight(a.schoolId, 6);
    await expectReportRight(a, four.klass.id, four.year.start_date, four.year.end_date);
    // A range that leaves registers out counts its marks instead: the same rule.
    await expectReportRight(a, four.klass.id, dates[1]!, dates[2]!);

    // A section moved to another class: a correction rewrites its marks under the new class.
    const five = await createClass(t.db, a.schoolId, { name: 'Counts5' });
    await t.db.updateTable('sections').set({ class_id: five.id }).where('id', '=', fourB.id).execute();
    await t.db
      .updateTable('enrollments')
      .set({ class_id: five.id })
      .where('section_id', '=', fourB.id)
      .execute();
    await take(t, a, fourB.id, dates[3]!, [{ student_id: fourB.students[0]!, status: 'late' }]);
    await expectKeptRight(a.schoolId, 6);
    await expectReportRight(a, five.id, four.year.start_date, four.year.end_date);
    await expectReportRight(a, four.klass.id, four.year.start_date, four.year.end_date);
    // A range that leaves one of the new class's registers out counts its marks: on the registers
    // of the new class only, not on the section's earlier ones under the old class.
    await take(t, a, fourB.id, '2026-10-31', []);
    await expectReportRight(a, five.id, dates[0]!, dates[3]!);

    // A register deleted takes its marks' counts with it.
    await t.db
      .deleteFrom('attendance_registers')
      .where('section_id', '=', fourA.id)
      .where('date', '=', dates[3]!)
      .execute();
    await expectKeptRight(a.schoolId, 4);
    await expectReportRight(a, four.klass.id, four.year.start_date, four.year.end_date);

    // A student deleted, and a year deleted with its registers.
    await t.db.deleteFrom('students').where('id', '=', s0).execute();
    await expectKeptRight(a.schoolId, 4);
    await expectReportRight(a, four.klass.id, four.year.start_date, four.year.end_date);

    const past = await createYear(t.db, a.schoolId, { start_date: '2025-04-01', end_date: '2026-03-31' });
    const pastClass = await createClass(t.db, a.schoolId, { name: 'Counts past' });
    const { student } = await enrolledStudent(t.db, a.schoolId, {
      yearId: past.id,
      classId: pastClass.id,
      sectionId: fourA.id,
    });
    const register = await t.db
      .insertInto('attendance_registers')
      .values({
        school_id: a.schoolId,
        section_id: fourA.id,
        class_id: pastClass.id,
        academic_year_id: past.id,
        date: '2025-10-01',
        enrolled: 1,
        present: 0,
        absent: 1,
        late: 0,
        excused: 0,
        taken_by: null,
        updated_by: null,
        created_at: '2025-10-01T08:00:00.000Z',
        updated_at: '2025-10-01T08:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('attendance_marks')
      .values({
        school_id: a.schoolId,
        register_id: register.id,
        student_id: student.id,
        date: '2025-10-01',
        status: 'absent',
        note: null,
      })
      .execute();
    const { kept } = await keptAndCounted(a.schoolId);
    expect(kept.some((r) => r.academic_year_id === past.id && r.absent === 1)).toBe(true);
    // A year with enrolments cannot go (restrict): the school ends them first.
    await t.db.deleteFrom('enrollments').where('academic_year_id', '=', past.id).execute();
    await t.db.deleteFrom('academic_years').where('id', '=', past.id).execute();
    const after = await keptAndCounted(a.schoolId);
    expect(after.kept).toEqual(after.counted);
    expect(after.kept.some((r) => r.academic_year_id === past.id)).toBe(false);
    // The other school's counts were never touched.
    await expectKeptRight(b.schoolId, 1);
  });
});
