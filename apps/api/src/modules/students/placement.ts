import { type FieldErrors, fieldMessage } from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid } from '../../lib/app-error';
import { findAcademicYear } from '../academic-years/academic-years.repository';
import { findClass } from '../classes/classes.repository';
import { seatsTaken } from '../enrollments/enrollments.repository';
import { say } from '../../lib/i18n';
import { ROLL_NO_TAKEN, rollNoHolder, type RollPlace } from '../enrollments/roll-numbers';
import { findSection, lockSection } from '../sections/sections.repository';

/** Where a student is placed for a year; the field names are the request's, for its errors. */
export interface Placement {
  yearId: number;
  classId: number;
  sectionId: number | null;
  fields: { year: string; class: string; section: string };
}

const invalidId = (field: string) => [fieldMessage('selected', field)];

/**
 * What is wrong with a placement: a year, class or section not of the school (server-rules.md:
 * 422 for a body id of another school), or a section of another class.
 */
export async function placementErrors(db: DB, schoolId: number, placement: Placement): Promise<FieldErrors> {
  const [year, schoolClass, section] = await Promise.all([
    findAcademicYear(db, schoolId, placement.yearId),
    findClass(db, schoolId, placement.classId),
    placement.sectionId === null ? null : findSection(db, schoolId, placement.sectionId),
  ]);
  const errors: FieldErrors = {};
  if (!year) errors[placement.fields.year] = invalidId(placement.fields.year);
  if (!schoolClass) errors[placement.fields.class] = invalidId(placement.fields.class);
  if (placement.sectionId !== null) {
    if (!section) errors[placement.fields.section] = invalidId(placement.fields.section);
    else if (schoolClass && section.class_id !== schoolClass.id) {
      errors[placement.fields.section] = [
        say('rules.section_not_of_class', { section: section.name, class_name: schoolClass.name }),
      ];
    }
  }
  return errors;
}

/**
 * Holds a seat for the student in the year's section, or refuses (422 on `field`) when every seat
 * is taken by others: enrolling, editing, promoting and reactivating keep the capacity as
 * assigning does, one at a time per section (its row locked). Only active students take a seat
 * (a transferred, graduated or inactive one frees it), so `active` is the student's status once
 * written. Call inside the transaction that writes the enrolment.
 */
export async function takeSeat(
  trx: DB,
  schoolId: number,
  student: { id: number; wasActive: boolean } | null,
  seat: { yearId: number; sectionId: number | null; active: boolean; field: string },
): Promise<void> {
  if (seat.sectionId === null || !seat.active) return;
  if (student?.wasActive) {
    // A student who already sits in this section keeps the seat, even if the capacity was
    // lowered below the class size later: an edit of their phone must not fail for it.
    const current = await trx
      .selectFrom('enrollments')
      .select('section_id')
      .where('student_id', '=', student.id)
      .where('academic_year_id', '=', seat.yearId)
      .executeTakeFirst();
    if (current?.section_id === seat.sectionId) return;
  }
  await lockSection(trx, seat.sectionId);
  const section = await findSection(trx, schoolId, seat.sectionId);
  if (!section || section.capacity === null) return;
  const taken = await seatsTaken(trx, [seat.sectionId], seat.yearId, student?.id ?? null);
  if (taken.get(seat.sectionId)! >= section.capacity) {
    throw invalid({
      [seat.field]: [say('rules.section_full', { section: section.name, capacity: section.capacity })],
    });
  }
}

/** 422 on `field` when the roll number is another student's in that section and year. */
export async function rollNoErrors(
  db: DB,
  place: RollPlace,
  rollNo: string | null,
  studentId: number | null,
  field: string,
): Promise<FieldErrors> {
  if (rollNo === null) return {};
  const holder = await rollNoHolder(db, place, rollNo, studentId);
  return holder === undefined
    ? {}
    : { [field]: [say('roll_no_taken_by', { taken: ROLL_NO_TAKEN().slice(0, -1), holder })] };
}
