import { fieldMessage } from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid } from '../../lib/app-error';
import { findClass } from '../classes/classes.repository';
import { sectionOfSchool } from './attendance.repository';

/*
 * What the administrator's attendance reads are about: a class or section of their school (an
 * unknown one in a query is 422 on its field, as in a body).
 */

/** The class of the school asked for, else 422 on `class_id`. */
export async function classInQuery(db: DB, schoolId: number, classId: number) {
  const found = await findClass(db, schoolId, classId);
  if (!found) throw invalid({ class_id: [fieldMessage('selected', 'class_id')] });
  return found;
}

/** The section of the school asked for, else 422 on `section_id`. */
export async function sectionInQuery(db: DB, schoolId: number, sectionId: number) {
  const found = await sectionOfSchool(db, schoolId, sectionId);
  if (!found) throw invalid({ section_id: [fieldMessage('selected', 'section_id')] });
  return found;
}
