import { fieldMessage, WEEK_DAYS } from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid } from '../../lib/app-error';
import { weekdayOf } from '../../lib/calendar';
import { findCurrentYear } from '../academic-years/academic-years.repository';
import { findClass } from '../classes/classes.repository';
import { settingsSection } from '../school-settings/school-settings.service';
import { sectionOfSchool } from './attendance.repository';

/*
 * What the administrator's attendance reads are about: a class or section of their school (an
 * unknown one in a query is 422 on its field, as in a body), and whether a date is a school day.
 */

/** WEEK_DAYS is Monday first; getUTCDay counts from Sunday. */
const weekDayName = (date: string) => WEEK_DAYS[(weekdayOf(date) + 6) % 7]!;

/** Whether registers are taken on `date`: a working day within the current academic year. */
export async function isSchoolDay(db: DB, schoolId: number, date: string): Promise<boolean> {
  const year = await findCurrentYear(db, schoolId);
  if (!year || date < year.start_date || date > year.end_date) return false;
  const academic = await settingsSection(db, schoolId, 'academic');
  return academic.working_days.includes(weekDayName(date));
}

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
