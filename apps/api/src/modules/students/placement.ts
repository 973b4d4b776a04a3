import type { FieldErrors } from '@school/contract';
import type { DB } from '../../db/connect';
import { findAcademicYear } from '../academic-years/academic-years.repository';
import { findClass } from '../classes/classes.repository';
import { findSection } from '../sections/sections.repository';

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
