import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { seatsTaken } from '../../src/modules/enrollments/enrollments.repository';
import { createClass, createSection, createYear, enrolledStudent } from '../helpers/academics';
import { untilOneWaits } from '../helpers/lock-waits';
import { createStudent } from '../helpers/people';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The years', classes' and sections' lists show enrolments from counters kept as rows are written
 * (migration 2026_12_10_0800): after any mix of writes, one row or many a statement, concurrent or
 * not, to enrolments or to their students (status, archiving, deletion), each count a list shows
 * equals a count of the tables: a year's enrolments, a class's in the current year, and a
 * section's seats in it (enrolments whose student is active and not archived).
 */
let t: TestApp;
let admin: SchoolAdminSession;
let years: { current: number; next: number };
let classes: number[];
let sections: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await schoolAdminSession(t.db);
  const current = await createYear(t.db, admin.schoolId, { current: true });
  const next = await createYear(t.db, admin.schoolId);
  years = { current: current.id, next: next.id };
  classes = [(await createClass(t.db, admin.schoolId)).id, (await createClass(t.db, admin.schoolId)).id];
  sections = [
    (await createSection(t.db, admin.schoolId, classes[0]!)).id,
    (await createSection(t.db, admin.schoolId, classes[0]!)).id,
    (await createSection(t.db, admin.schoolId, classes[1]!)).id,
  ];
});
afterAll(() => t.close());

type Listed = { id: number; students_count: number };

async function listed(path: string, key: string): Promise<Map<number, number>> {
  const res = await call(t.app, admin.token, { method: 'GET', url: `/api/school/${path}?per_page=100` });
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json<{ data: Record<string, Listed[]> }>().data[key]!;
  return new Map(rows.map((row) => [row.id, row.students_count]));
}

const n = (row: { n: number | string }) => Number(row.n);

/** The seats taken in each section in a year, counted from the tables. */
async function seatsIn(yearId: number): Promise<Map<number, number>> {
  const seats = new Map<number, number>();
  for (const id of sections) {
    const row = await t.db
      .selectFrom('enrollments as e')
      .innerJoin('students as s', 's.id', 'e.student_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('e.section_id', '=', id)
      .where('e.academic_year_id', '=', yearId)
      .where('s.status', '=', 'active')
      .where('s.archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    seats.set(id, n(row));
  }
  return seats;
}

/**
 * What each list shows, and the seats a capacity check finds next year, next to what counting
 * the tables gives.
 */
async function counts() {
  const shown = {
    years: await listed('academic-years', 'academic_years'),
    classes: await listed('classes', 'classes'),
    sections: await listed('sections', 'sections'),
    nextYearSeats: await seatsTaken(t.db, sections, years.next),
  };
  const counted = {
    years: new Map<number, number>(),
    classes: new Map<number, number>(),
    sections: await seatsIn(years.current),
    nextYearSeats: await seatsIn(years.next),
  };
  for (const year of [years.current, years.next]) {
    const row = await t.db
      .selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('academic_year_id', '=', year)
      .executeTakeFirstOrThrow();
    counted.years.set(year, n(row));
  }
  for (const id of classes) {
    const row = await t.db
      .selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('class_id', '=', id)
      .where('academic_year_id', '=', years.current)
      .executeTakeFirstOrThrow();
    counted.classes.set(id, n(row));
  }
  return { shown, counted };
}

const place = (section: number) => ({
  yearId: years.current,
  classId: sections.indexOf(section) < 2 ? classes[0]! : classes[1]!,
  sectionId: section,
});

describe('enrolment counts', () => {
  it('match the tables after enrolments are added, moved between sections, classes and years, and deleted', async () => {
    const made = [];
    for (const [i, section] of [sections[0]!, sections[0]!, sections[1]!, sections[2]!].entries()) {
      made.push(
        await enrolledStudent(t.db, admin.schoolId, place(section), i === 3 ? { status: 'inactive' } : {}),
      );
    }
    // Enrolled without a section: counted by its year and class, not as a seat.
    const unplaced = await enrolledStudent(t.db, admin.schoolId, { ...place(sections[0]!), sectionId: null });
    let { shown, counted } = await counts();
    expect(shown).toEqual(counted);
    expect(counted.sections.get(sections[0]!)).toBe(2);
    expect(counted.sections.get(sections[2]!)).toBe(0);
    expect(counted.classes.get(classes[0]!)).toBe(4);

    // One statement moves two enrolments to another section; another moves one to the next class
    // and year; a third only renumbers (nothing moves).
    await t.db
      .updateTable('enrollments')
      .set({ section_id: sections[1]! })
      .where('student_id', 'in', [made[0]!.student.id, made[1]!.student.id])
      .execute();
    await t.db
      .updateTable('enrollments')
      .set({ academic_year_id: years.next, class_id: classes[1]!, section_id: sections[2]! })
      .where('student_id', '=', made[2]!.student.id)
      .execute();
    await t.db
      .updateTable('enrollments')
      .set({ roll_no: '7' })
      .where('student_id', '=', made[3]!.student.id)
      .execute();
    await t.db
      .updateTable('enrollments')
      .set({ section_id: sections[0]! })
      .where('student_id', '=', unplaced.student.id)
      .execute();
    ({ shown, counted } = await counts());
    expect(shown).toEqual(counted);
    expect(counted.sections.get(sections[1]!)).toBe(2);
    expect(counted.years.get(years.next)).toBe(1);

    // A capacity check leaves out the seat of the student being seated, if they hold one there.
    const seatedHere = async (section: number, student: number) =>
      (await seatsTaken(t.db, [section], years.current, student)).get(section);
    expect(await seatedHere(sections[1]!, made[1]!.student.id)).toBe(counted.sections.get(sections[1]!)! - 1);
    expect(await seatedHere(sections[2]!, made[3]!.student.id)).toBe(counted.sections.get(sections[2]!));
    expect(await seatedHere(sections[2]!, made[1]!.student.id)).toBe(counted.sections.get(sections[2]!));

    await t.db.deleteFrom('enrollments').where('student_id', '=', made[0]!.student.id).execute();
    ({ shown, counted } = await counts());
    expect(shown).toEqual(counted);
  });

  it("match the tables after students' status and archiving change, one or many a statement, and students are deleted", async () => {
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => enrolledStudent(t.db, admin.schoolId, place(sections[i % 3]!))),
    );
    const ids = made.map((m) => m.student.id);
    await t.db
      .updateTable('students')
      .set({ status: 'inactive' })
      .where('id', 'in', ids.slice(0, 3))
      .execute();
    await t.db
      .updateTable('students')
      .set({ archived_at: isoNow() })
      .where('id', 'in', ids.slice(2, 5))
      .execute();
    // Changes that leave seating as it was: a name field, and a status among the unseated ones.
    await t.db.updateTable('students').set({ blood_group: 'O+' }).where('id', 'in', ids).execute();
    await t.db.updateTable('students').set({ status: 'alumni' }).where('id', '=', ids[0]!).execute();
    let { shown, counted } = await counts();
    expect(shown).toEqual(counted);

    await t.db.updateTable('students').set({ status: 'active' }).where('id', 'in', ids.slice(0, 2)).execute();
    await t.db.updateTable('students').set({ archived_at: null }).where('id', '=', ids[3]!).execute();
    // Deleted with its enrolments (cascade): a seated student, an archived one and an unenrolled one.
    await t.db.deleteFrom('students').where('id', 'in', [ids[1]!, ids[4]!]).execute();
    const unenrolled = await createStudent(t.db, admin.schoolId);
    await t.db.deleteFrom('students').where('id', '=', unenrolled.student.id).execute();
    ({ shown, counted } = await counts());
    expect(shown).toEqual(counted);
  });

  it('match the tables after concurrent enrolments and status changes of the same students', async () => {
    const made = await Promise.all(Array.from({ length: 12 }, () => createStudent(t.db, admin.schoolId)));
    const now = isoNow();
    await Promise.all(
      made.flatMap(({ student }, i) => [
        t.db
          .insertInto('enrollments')
          .values({
            school_id: admin.schoolId,
            student_id: student.id,
            academic_year_id: years.current,
            class_id: classes[0]!,
            section_id: sections[i % 2]!,
            roll_no: null,
            created_at: now,
            updated_at: now,
          })
          .execute(),
        t.db
          .updateTable('students')
          .set({ status: i % 3 === 0 ? 'inactive' : 'active' })
          .where('id', '=', student.id)
          .execute(),
      ]),
    );
    const before = await counts();
    // Every enrolment of the current year into the next one, in one statement.
    await t.db
      .insertInto('enrollments')
      .columns([
        'school_id',
        'student_id',
        'academic_year_id',
        'class_id',
        'section_id',
        'created_at',
        'updated_at',
      ])
      .expression(
        t.db
          .selectFrom('enrollments')
          .select([
            'school_id',
            'student_id',
            sql.lit(years.next).as('academic_year_id'),
            'class_id',
            'section_id',
            'created_at',
            'updated_at',
          ])
          .where('academic_year_id', '=', years.current),
      )
      .execute();
    const { shown, counted } = await counts();
    expect(shown).toEqual(counted);
    expect(shown.years.get(years.next)).toBe(
      before.shown.years.get(years.next)! + shown.years.get(years.current)!,
    );
    expect([...shown.nextYearSeats.values()].reduce((a, b) => a + b)).toBeGreaterThan(0);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('seats under concurrent writers (PostgreSQL)', () => {
  it('assigning a student to a section waits for an open edit of the student, which then takes that section: no deadlock', async () => {
    const { student } = await enrolledStudent(t.db, admin.schoolId, place(sections[0]!));
    let assigned: Promise<{ statusCode: number; body: string }> | undefined;
    await t.db.transaction().execute(async (edit) => {
      // An edit of the student as students.service.ts writes one: the student, then a section.
      await sql`SET LOCAL lock_timeout = '5s'`.execute(edit);
      await sql`SELECT id FROM students WHERE id = ${student.id} FOR UPDATE`.execute(edit);
      await edit.updateTable('students').set({ blood_group: 'B+' }).where('id', '=', student.id).execute();
      assigned = call(t.app, admin.token, {
        method: 'POST',
        url: `/api/school/sections/${sections[1]!}/assign-students`,
        payload: { student_ids: [student.id] },
      });
      await untilOneWaits(t.db, assigned);
      // Were the assignment holding the section while it waits for the student, this would be a
      // deadlock (40P01), and one of the two would fail.
      await sql`SELECT id FROM sections WHERE id = ${sections[1]!} FOR UPDATE`.execute(edit);
      await edit
        .updateTable('enrollments')
        .set({ section_id: sections[1]! })
        .where('student_id', '=', student.id)
        .execute();
    });
    const res = await assigned!;
    expect(res.statusCode, res.body).toBe(200);
    const { shown, counted } = await counts();
    expect(shown).toEqual(counted);
  });

  it('restoring a student waits for a seating in their section, then finds the last seat taken', async () => {
    const section = (await createSection(t.db, admin.schoolId, classes[0]!, { capacity: 1 })).id;
    sections.push(section);
    const inSection = { yearId: years.current, classId: classes[0]!, sectionId: section };
    const { student } = await enrolledStudent(t.db, admin.schoolId, inSection);
    const archive = (action: 'archive' | 'restore') =>
      call(t.app, admin.token, { method: 'POST', url: `/api/school/students/${student.id}/${action}` });
    expect((await archive('archive')).statusCode).toBe(200);
    let restored: ReturnType<typeof archive> | undefined;
    await t.db.transaction().execute(async (seating) => {
      // A seating holds the section, as the section's and the student's forms do.
      await sql`SELECT id FROM sections WHERE id = ${section} FOR UPDATE`.execute(seating);
      restored = archive('restore');
      await untilOneWaits(t.db, restored);
      await enrolledStudent(seating, admin.schoolId, inSection);
    });
    const res = await restored!;
    expect(res.statusCode, res.body).toBe(409);
    const { shown, counted } = await counts();
    expect(shown).toEqual(counted);
    expect(counted.sections.get(section)).toBe(1);
  });
});
