import { createClass, createSection, createYear } from '../helpers/academics';
import { enrolledStudent } from '../helpers/academics';
import type { TestApp } from '../helpers/test-app';

/*
 * A school's year end, written straight to the database: this year and the next, a class with
 * two sections and students seated in them with roll numbers, and the class they move up into.
 */
let sequence = 0;

export async function yearEnd(t: TestApp, schoolId: number, options: { capacity?: number | null } = {}) {
  const n = ++sequence;
  const year = await createYear(t.db, schoolId, {
    current: true,
    name: `This ${n}`,
    start_date: '2026-04-01',
    end_date: '2027-03-31',
  });
  const next = await createYear(t.db, schoolId, {
    name: `Next ${n}`,
    start_date: '2027-04-01',
    end_date: '2028-03-31',
  });
  const five = await createClass(t.db, schoolId, { name: `Grade 5 (${n})`, grade_level: 5 });
  const fiveA = await createSection(t.db, schoolId, five.id, { name: 'A' });
  const fiveB = await createSection(t.db, schoolId, five.id, { name: 'B' });
  const six = await createClass(t.db, schoolId, { name: `Grade 6 (${n})`, grade_level: 6 });
  const sixA = await createSection(t.db, schoolId, six.id, { name: 'A', capacity: options.capacity ?? null });
  const sixB = await createSection(t.db, schoolId, six.id, { name: 'B' });
  return { year, next, five, fiveA, fiveB, six, sixA, sixB };
}

/** A student of the school seated in a class (and section) of a year with a roll number. */
export async function seated(
  t: TestApp,
  schoolId: number,
  place: { yearId: number; classId: number; sectionId: number | null },
  name: string,
  rollNo: string | null,
) {
  const made = await enrolledStudent(t.db, schoolId, place, { user: { name } });
  await t.db
    .updateTable('enrollments')
    .set({ roll_no: rollNo })
    .where('student_id', '=', made.student.id)
    .execute();
  return { id: made.student.id, name, userId: made.user.id };
}
