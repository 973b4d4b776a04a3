import type { DB } from '../../db/connect';

/*
 * Absence alerts: the parents of an absent student to tell of that day, once the school's delay
 * has passed. The only file that touches the absence_alerts table.
 */

export interface NewAbsenceAlert {
  school_id: number;
  student_id: number;
  parent_user_id: number;
  date: string;
  send_after: string;
  created_at: string;
}

/** Alerts not yet queued of these students on `date`: they are no longer absent. */
export async function dropUnsentAlerts(trx: DB, date: string, studentIds: number[]): Promise<void> {
  if (studentIds.length === 0) return;
  await trx
    .deleteFrom('absence_alerts')
    .where('date', '=', date)
    .where('student_id', 'in', studentIds)
    .where('queued_at', 'is', null)
    .execute();
}

/** The parent accounts of these students that take absence e-mails: active, an address, not turned off. */
export async function parentsToAlert(trx: DB, studentIds: number[]) {
  if (studentIds.length === 0) return [];
  return trx
    .selectFrom('parent_student as ps')
    .innerJoin('parents as p', 'p.id', 'ps.parent_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['ps.student_id', 'u.id as parent_user_id'])
    .where('ps.student_id', 'in', studentIds)
    .where('u.email', 'is not', null)
    .where('u.absence_emails', '=', true)
    .where('u.status', '=', 'active')
    .execute();
}

/**
 * One alert per student, parent and day: an alert already there (a register saved again, the
 * student still absent) is kept with its time, queued or not.
 */
export async function insertAlerts(trx: DB, alerts: NewAbsenceAlert[]): Promise<void> {
  if (alerts.length === 0) return;
  await trx
    .insertInto('absence_alerts')
    .values(alerts)
    .onConflict((oc) => oc.columns(['student_id', 'parent_user_id', 'date']).doNothing())
    .execute();
}

/** Alerts whose delay has passed and that no sweep has taken yet, oldest first. */
export async function dueAlertIds(db: DB, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('absence_alerts')
    .select('id')
    .where('queued_at', 'is', null)
    .where('send_after', '<=', now)
    .orderBy('send_after')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** An alert whose mail could not be written: due again at `at`. */
export async function postponeAlert(db: DB, id: number, at: string): Promise<void> {
  await db.updateTable('absence_alerts').set({ send_after: at }).where('id', '=', id).execute();
}

/**
 * Takes the alert for this sweep, if no other has: one conditional UPDATE, so of two sweeps (or
 * API nodes) racing only one writes its mail.
 */
export async function claimAlert(trx: DB, id: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('absence_alerts')
    .set({ queued_at: now })
    .where('id', '=', id)
    .where('queued_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * What the alert's mail says, as things stand now: the parent (address, language, whether they
 * still want these e-mails), the child, their school, and their mark of the day with its register's
 * class and section (no mark: no longer absent).
 */
export async function alertToWrite(trx: DB, id: number) {
  return trx
    .selectFrom('absence_alerts as a')
    .innerJoin('users as parent', 'parent.id', 'a.parent_user_id')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .innerJoin('users as child', 'child.id', 's.user_id')
    .innerJoin('schools as school', 'school.id', 'a.school_id')
    .leftJoin('attendance_marks as m', (join) =>
      join
        .onRef('m.student_id', '=', 'a.student_id')
        .onRef('m.date', '=', 'a.date')
        .on('m.status', '=', 'absent'),
    )
    .leftJoin('attendance_registers as r', 'r.id', 'm.register_id')
    .leftJoin('sections as sec', 'sec.id', 'r.section_id')
    .leftJoin('classes as c', 'c.id', 'r.class_id')
    .select([
      'a.school_id',
      'a.date',
      'parent.name as parent_name',
      'parent.email',
      'parent.language',
      'parent.absence_emails',
      'parent.status as parent_status',
      'child.name as child_name',
      'school.name as school_name',
      'm.id as mark_id',
      'm.note',
      'c.name as class_name',
      'sec.name as section_name',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export async function setAlertMail(trx: DB, id: number, mailId: number): Promise<void> {
  await trx.updateTable('absence_alerts').set({ mail_id: mailId }).where('id', '=', id).execute();
}

export async function deleteAlert(trx: DB, id: number): Promise<void> {
  await trx.deleteFrom('absence_alerts').where('id', '=', id).execute();
}
