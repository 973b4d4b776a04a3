import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createSection, currentYear, enrolledStudent } from '../helpers/academics';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, classWithSections, everyDayWorking, take } from './attendance-fixtures';
import { withoutAudit } from '../helpers/refusals';

/*
 * The school administrator saving a register: what is refused (422 naming the field), what a
 * second save does (replaces the first), and the audit trail of both.
 */
let t: TestApp;
let a: SchoolAdminSession;
let b: SchoolAdminSession;
let place: Awaited<ReturnType<typeof classWithSections>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
  await everyDayWorking(t, a);
  place = await classWithSections(t, a, 'Five');
});
afterAll(() => t.close());

const put = (sectionId: number, date: string, marks: object[], session = a) =>
  asAdmin(t, session, 'PUT', `/sections/${sectionId}/attendance/${date}`, { marks });

const fieldsOf = (res: { json(): unknown }) =>
  Object.keys((res.json() as { errors?: Record<string, string[]> }).errors ?? {});

describe('PUT /api/school/sections/:id/attendance/:date', () => {
  it('refuses a student of another section, an unknown status, and dates off the school year', async () => {
    const [sectionA, sectionB] = place.sections;
    const state = await snapshot(t.db, ['attendance_registers', 'attendance_marks']);
    const cases: [string, object[], string[]][] = [
      ['2026-11-02', [{ student_id: sectionB.students[0], status: 'absent' }], ['marks.0.student_id']],
      [
        '2026-11-02',
        [
          { student_id: sectionA.students[0], status: 'absent' },
          { student_id: sectionA.students[1], status: 'asleep' },
        ],
        ['marks.1.status'],
      ],
      // Later this academic year, so only "not in the future" refuses it.
      ['2027-03-30', [], ['date']],
      ['2026-03-31', [], ['date']],
    ];
    for (const [date, marks, fields] of cases) {
      const res = await put(sectionA.id, date, marks);
      expect(res.statusCode, `${date} ${res.body}`).toBe(422);
      expect(fieldsOf(res)).toEqual(fields);
    }
    expect(await snapshot(t.db, ['attendance_registers', 'attendance_marks'])).toEqual(state);
  });

  it('refuses a day that is not a working day of the academic settings', async () => {
    const other = await schoolAdminSession(t.db);
    const year = await currentYear(t.db, other.schoolId);
    const klass = await createClass(t.db, other.schoolId);
    const section = await createSection(t.db, other.schoolId, klass.id);
    await enrolledStudent(t.db, other.schoolId, {
      yearId: year.id,
      classId: klass.id,
      sectionId: section.id,
    });
    // The default working days are Monday to Saturday: 2026-11-01 is a Sunday.
    const res = await put(section.id, '2026-11-01', [], other);
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldsOf(res)).toEqual(['date']);
    expect((await put(section.id, '2026-11-02', [], other)).statusCode).toBe(200);
  });

  it('replaces the first save with the second, counts and marks, audited with before and after', async () => {
    const [sectionA] = place.sections;
    const [s0, s1, s2] = sectionA.students as [number, number, number];
    const since = await lastAuditId(t.db);
    const first = await take(t, a, sectionA.id, '2026-11-03', [
      { student_id: s0, status: 'absent', note: 'Fever' },
      { student_id: s1, status: 'late' },
    ]);
    expect(first.counts).toEqual({ enrolled: 3, present: 1, absent: 1, late: 1, excused: 0, rate: 66.7 });
    const second = await take(t, a, sectionA.id, '2026-11-03', [{ student_id: s2, status: 'excused' }]);
    expect(second.counts).toEqual({ enrolled: 3, present: 2, absent: 0, late: 0, excused: 1, rate: 66.7 });

    const registers = await t.db
      .selectFrom('attendance_registers')
      .selectAll()
      .where('section_id', '=', sectionA.id)
      .where('date', '=', '2026-11-03')
      .execute();
    expect(registers).toHaveLength(1);
    const marks = await t.db
      .selectFrom('attendance_marks')
      .select(['student_id', 'status', 'note', 'date'])
      .where('register_id', '=', registers[0]!.id)
      .execute();
    expect(marks).toEqual([{ student_id: s2, status: 'excused', note: null, date: '2026-11-03' }]);

    const [taken] = await auditsOfEvent(t.db, 'attendance_taken', since);
    expect(taken?.properties).toMatchObject({
      section_id: sectionA.id,
      date: '2026-11-03',
      before: null,
      after: { counts: { absent: 1, late: 1 } },
    });
    const [corrected] = await auditsOfEvent(t.db, 'attendance_corrected', since);
    expect(corrected?.properties).toMatchObject({
      before: {
        counts: { absent: 1, late: 1 },
        marks: [
          { student_id: s0, status: 'absent', note: 'Fever' },
          { student_id: s1, status: 'late', note: null },
        ],
      },
      after: { counts: { excused: 1 }, marks: [{ student_id: s2, status: 'excused', note: null }] },
    });
    expect(taken!.id).toBeLessThan(corrected!.id);
  });

  it("is 404 to another school's administrator, and changes nothing", async () => {
    const tables = await tableNames(t.db);
    const state = await snapshot(t.db, withoutAudit(tables));
    const res = await put(place.sections[0].id, '2026-11-03', [], b);
    expect(res.statusCode).toBe(404);
    expect(
      (await asAdmin(t, b, 'GET', `/sections/${place.sections[0].id}/attendance/2026-11-03`)).statusCode,
    ).toBe(404);
    expect(await snapshot(t.db, withoutAudit(tables))).toEqual(state);
  });
});
