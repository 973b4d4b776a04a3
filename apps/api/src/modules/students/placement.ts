import type { FieldErrors } from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid } from '../../lib/app-error';
import { findAcademicYear } from '../academic-years/academic-years.repository';
import { findClass } from '../classes/classes.repository';
import { findSection, lockSection } from '../sections/sections.repository';

/** Where a student is placed for a year; the field names are the request's, for its errors. */
export interface Placement {
  yearId: number;
  classId: number;
  sectionId: number | null;
  fields: { year: string; class: string; section: string };
}

const invalidId = (field: string) => [`The selected ${field.replaceAll('_', ' ')} is invalid.`];

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
      errors[placement.fields.section] = [`Section ${section.name} is not a section of ${schoolClass.name}.`];
    }
  }
  return errors;
}

/**
 * Holds a seat for the student in the year's section, or refuses (422 on `field`) when every seat
 * is taken by others: enrolling, editing and promoting keep the capacity as assigning does, one
 * at a time per section (its row locked). Call inside the transaction that writes the enrolment.
 */
export async function takeSeat(
  trx: DB,
  schoolId: number,
  studentId: number | null,
  seat: { yearId: number; sectionId: number | null; field: string },
): Promise<void> {
  if (seat.sectionId === null) return;
  if (studentId !== null) {
    // A student who already sits in this section keeps the seat, even if the capacity was
    // lowered below the class size later: an edit of their phone must not fail for it.
    const current = await trx
      .selectFrom('enrollments')
      .select('section_id')
      .where('student_id', '=', studentId)
      .where('academic_year_id', '=', seat.yearId)
      .executeTakeFirst();
    if (current?.section_id === seat.sectionId) return;
  }
  await lockSection(trx, seat.sectionId);
  const section = await findSection(trx, schoolId, seat.sectionId);
  if (!section || section.capacity === null) return;
  if ((await seatsTaken(trx, seat.sectionId, seat.yearId)) >= section.capacity) {
    throw invalid({
      [seat.field]: [`Section ${section.name} has no seat left (capacity ${section.capacity}).`],
    });
  }
}

/** The seats of a section taken in a year: an archived student's enrolment holds none. */
export async function seatsTaken(db: DB, sectionId: number, yearId: number): Promise<number> {
  const { n } = await db
    .selectFrom('enrollments as e')
    .innerJoin('students as st', 'st.id', 'e.student_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('e.section_id', '=', sectionId)
    .where('e.academic_year_id', '=', yearId)
    .where('st.archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}
