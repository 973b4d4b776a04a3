import type { StudentDetail, Teacher } from '@school/contract';
import type { DB } from '../../db/connect';
import { conflict, notFound } from '../../lib/app-error';
import { isoNow } from '../../lib/time';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { deleteTokensOfUser } from '../auth/tokens.repository';
import { seatsTaken } from '../enrollments/enrollments.repository';
import { lockSection } from '../sections/sections.repository';
import { getStudent } from '../students/students.service';
import { getTeacher } from '../teachers/teachers.service';
import { assertSchoolAccount, onlyArchivedPerson } from '../users/person-account';
import {
  currentPlacement,
  ensureRole,
  lockArchivable,
  removeRole,
  setArchivedAt,
  type ArchivableTable,
} from './people.repository';
import { say } from '../../lib/i18n';

/*
 * Archive instead of delete (docs/decisions.md, "People"): the student or teacher stays with their
 * history, out of the lists (unless asked for), the counts and the seats; their account loses that
 * role, so it grants nothing, and cannot sign in unless it holds another (a teacher who is also a
 * parent stays a parent). Restore gives it all back, a seat permitting.
 */

const KINDS = {
  students: { role: 'student', noun: 'Student' },
  teachers: { role: 'teacher', noun: 'Teacher' },
} as const;

async function setArchived(
  db: DB,
  table: ArchivableTable,
  schoolId: number,
  id: number,
  archive: boolean,
  actor: Actor,
): Promise<void> {
  const { role, noun } = KINDS[table];
  await db.transaction().execute(async (trx) => {
    const row = await lockArchivable(trx, table, schoolId, id);
    if (!row) throw notFound(say(`not_found.${role}`));
    if ((row.archived_at !== null) === archive) {
      throw conflict(say(archive ? `conflict.already_archived_${role}` : `conflict.not_archived_${role}`));
    }
    // The account's roles change with it: the school's to change only if the account is its own.
    await assertSchoolAccount(trx, row.user_id, schoolId, role, 'edit');
    if (!archive && table === 'students') await assertSeatFree(trx, schoolId, id);
    const at = archive ? isoNow() : null;
    await setArchivedAt(trx, table, schoolId, id, at);
    if (archive) await removeRole(trx, row.user_id, role);
    else await ensureRole(trx, row.user_id, role);
    // Signed in as this person only, they are signed out; as another role of theirs, not.
    if (archive && (await onlyArchivedPerson(trx, row.user_id))) await deleteTokensOfUser(trx, row.user_id);
    const name = (
      await trx.selectFrom('users').select('name').where('id', '=', row.user_id).executeTakeFirstOrThrow()
    ).name;
    await recordAudit(trx, actor, {
      event: `${role}_${archive ? 'archived' : 'restored'}`,
      description: `${noun} ${name} ${archive ? 'archived' : 'restored'}`,
      properties: {
        [`${role}_id`]: id,
        before: { archived_at: row.archived_at },
        after: { archived_at: at },
      },
    });
  });
}

/**
 * A restored student takes their seat again in this year's section: 409 when none is left. The
 * section is held while counting, as every seating holds it (after the student, locked above), so
 * two restores or a restore and a seating cannot both take the last seat.
 */
async function assertSeatFree(trx: DB, schoolId: number, studentId: number): Promise<void> {
  const placed = await currentPlacement(trx, schoolId, studentId);
  if (!placed?.section_id || placed.capacity === null) return;
  await lockSection(trx, placed.section_id);
  const taken = await seatsTaken(trx, [placed.section_id], placed.academic_year_id);
  if (taken.get(placed.section_id)! >= placed.capacity) {
    throw conflict(
      say('conflict.restore_no_seat', { section: placed.section_name, capacity: placed.capacity }),
    );
  }
}

export async function archiveStudent(
  db: DB,
  schoolId: number,
  id: number,
  actor: Actor,
): Promise<StudentDetail> {
  await setArchived(db, 'students', schoolId, id, true, actor);
  return getStudent(db, schoolId, id);
}

export async function restoreStudent(
  db: DB,
  schoolId: number,
  id: number,
  actor: Actor,
): Promise<StudentDetail> {
  await setArchived(db, 'students', schoolId, id, false, actor);
  return getStudent(db, schoolId, id);
}

export async function archiveTeacher(db: DB, schoolId: number, id: number, actor: Actor): Promise<Teacher> {
  await setArchived(db, 'teachers', schoolId, id, true, actor);
  return getTeacher(db, schoolId, id);
}

export async function restoreTeacher(db: DB, schoolId: number, id: number, actor: Actor): Promise<Teacher> {
  await setArchived(db, 'teachers', schoolId, id, false, actor);
  return getTeacher(db, schoolId, id);
}
