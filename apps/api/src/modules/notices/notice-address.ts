import { fieldMessage, type FieldErrors, type NoticeValues } from '@school/contract';
import type { DB } from '../../db/connect';
import { say } from '../../lib/i18n';
import { findClass } from '../classes/classes.repository';
import { findSection } from '../sections/sections.repository';

/*
 * Where a notice is addressed: a class of the admin's school and, optionally, a section of that
 * class (server-rules.md: a body id of another school is 422 on its field, as if it did not exist).
 * A section without its class is refused by the contract already.
 */
export async function addressErrors(db: DB, schoolId: number, values: NoticeValues): Promise<FieldErrors> {
  const [schoolClass, section] = await Promise.all([
    values.class_id === null ? null : findClass(db, schoolId, values.class_id),
    values.section_id === null ? null : findSection(db, schoolId, values.section_id),
  ]);
  const errors: FieldErrors = {};
  if (values.class_id !== null && !schoolClass) errors.class_id = [fieldMessage('selected', 'class_id')];
  if (values.section_id !== null) {
    if (!section) errors.section_id = [fieldMessage('selected', 'section_id')];
    else if (schoolClass && section.class_id !== schoolClass.id) {
      errors.section_id = [
        say('rules.section_not_of_class', { section: section.name, class_name: schoolClass.name }),
      ];
    }
  }
  return errors;
}
