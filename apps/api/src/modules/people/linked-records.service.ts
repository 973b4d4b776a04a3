import type { LinkedRecords } from '@school/contract';
import type { DB } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import { personRecordsOf, type PersonRole } from '../users/person-account';
import { enrolmentNames, linkedNames, personOf, teachingNames } from './people.repository';
import { say } from '../../lib/i18n';

/*
 * What the delete dialog lists before it asks (docs/decisions.md, "People"): the things that go
 * with the person (enrolments, links, assignments), and the account's other roles in the school,
 * which a delete keeps with the account.
 */

/** The first few names of each kind are shown; the count says how many in all. */
const SHOWN = 10;

const link = (kind: string, label: string, names: string[]) => ({
  kind,
  label,
  count: names.length,
  names: names.slice(0, SHOWN),
});

const TABLES = { student: 'students', teacher: 'teachers', parent: 'parents' } as const;

export async function linkedRecords(
  db: DB,
  schoolId: number,
  role: PersonRole,
  id: number,
): Promise<LinkedRecords> {
  const row = await personOf(db, TABLES[role], schoolId, id);
  if (!row) throw notFound(say(`not_found.${role}`));
  const others = (await personRecordsOf(db, row.user_id))
    .filter((r) => r.role !== role && r.school_id === schoolId)
    .map((r) => r.role);
  let links: LinkedRecords['links'];
  if (role === 'student') {
    links = [
      link('enrolments', 'Enrolments', await enrolmentNames(db, id)),
      link('parents', 'Parents', await linkedNames(db, 'parents', id)),
    ];
  } else if (role === 'parent') {
    links = [link('children', 'Children', await linkedNames(db, 'children', id))];
  } else {
    const teaching = await teachingNames(db, id);
    links = [
      link('class_teacher', 'Class teacher of', teaching.classTeacher),
      link('classes', 'Classes', teaching.classes),
      link('subjects', 'Subjects', teaching.subjects),
    ];
  }
  return { name: row.name, links, other_roles: others, archivable: role !== 'parent' };
}
