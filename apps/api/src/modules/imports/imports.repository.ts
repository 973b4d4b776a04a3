import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { ImportKind, ImportResult, ImportRowError, ImportSummary } from '@school/contract';
import { isUniqueViolation, type DB } from '../../db/connect';
import type { Database, ImportsTable } from '../../db/database';
import { isoNow } from '../../lib/time';
import { fixedList } from '../../db/in-list';

export type ImportRow = Selectable<ImportsTable>;

export async function insertImport(
  db: DB,
  values: {
    schoolId: number;
    kind: ImportKind;
    fileName: string;
    content: string;
    delimiter: string;
    headers: string[];
    columns: (string | null)[];
    rows: number;
    createdBy: number | null;
  },
): Promise<ImportRow> {
  const now = isoNow();
  return db
    .insertInto('imports')
    .values({
      school_id: values.schoolId,
      kind: values.kind,
      status: 'uploaded',
      file_name: values.fileName,
      content: values.content,
      delimiter: values.delimiter,
      headers: JSON.stringify(values.headers),
      columns: JSON.stringify(values.columns),
      rows: values.rows,
      summary: null,
      errors: '[]',
      result: null,
      failure: null,
      running_until: null,
      created_by: values.createdBy,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findImport(
  db: DB,
  schoolId: number,
  kind: ImportKind,
  id: number,
): Promise<ImportRow | undefined> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The school's newest import of a kind, the one its wizard reopens. */
export async function latestImport(
  db: DB,
  schoolId: number,
  kind: ImportKind,
): Promise<ImportRow | undefined> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** An import no live run holds: not yet run, or its run interrupted (its lease has passed). */
const notRunOrInterrupted = (eb: ExpressionBuilder<Database, 'imports'>) =>
  eb.or([
    eb('status', 'in', fixedList(['uploaded', 'checked'])),
    eb.and([eb('status', '=', 'importing'), eb('running_until', '<', isoNow())]),
  ]);

/** The dry run's outcome: the matching it used, its counts and its first rows' errors. */
export async function saveCheck(
  db: DB,
  id: number,
  check: { columns: (string | null)[]; summary: ImportSummary; errors: ImportRowError[] },
): Promise<boolean> {
  const saved = await db
    .updateTable('imports')
    .set({
      status: 'checked',
      columns: JSON.stringify(check.columns),
      summary: JSON.stringify(check.summary),
      errors: JSON.stringify(check.errors),
      failure: null,
      updated_at: isoNow(),
    })
    .where('id', '=', id)
    // A run may have taken the import while its rows were being checked: it is not reset under it.
    .where(notRunOrInterrupted)
    .executeTakeFirst();
  return Number(saved.numUpdatedRows) === 1;
}

/**
 * Takes the school's one running slot for this import, or answers false: another import of the
 * school is running (the partial unique index imports_one_running_idx), or this one is no longer
 * checked. `until` bounds how long a node that dies mid-run keeps the slot.
 */
export async function claimRun(db: DB, schoolId: number, id: number, until: string): Promise<boolean> {
  // A run whose node died (its lease passed) frees the slot first; its writes were rolled back.
  await db
    .updateTable('imports')
    .set({ status: 'checked', running_until: null, failure: 'interrupted' })
    .where('school_id', '=', schoolId)
    .where('status', '=', 'importing')
    .where('running_until', '<', isoNow())
    .execute();
  try {
    const claimed = await db
      .updateTable('imports')
      .set({ status: 'importing', running_until: until })
      .where('id', '=', id)
      .where('status', '=', 'checked')
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Keeps the slot of a run that is still going (its node is alive). */
export async function renewRun(db: DB, id: number, until: string): Promise<void> {
  await db
    .updateTable('imports')
    .set({ running_until: until })
    .where('id', '=', id)
    .where('status', '=', 'importing')
    .execute();
}

/**
 * Gives the slot back after a run that wrote nothing: as it was for a refused run (taking the
 * slot does not count as a change of the import), with why for a run that failed (a reason,
 * worded in the reader's language when read).
 */
export async function releaseRun(db: DB, id: number, failure: 'failed' | null): Promise<void> {
  await db
    .updateTable('imports')
    .set({
      status: 'checked',
      running_until: null,
      ...(failure === null ? {} : { failure, updated_at: isoNow() }),
    })
    .where('id', '=', id)
    .where('status', '=', 'importing')
    .execute();
}

/**
 * Marks the import done with what it did, inside the transaction of its last writes. The file goes:
 * a done import is never run again, and a copy of a school's people must not outlive its use.
 */
export async function finishRun(trx: DB, id: number, result: ImportResult): Promise<void> {
  await trx
    .updateTable('imports')
    .set({
      status: 'done',
      running_until: null,
      result: JSON.stringify(result),
      failure: null,
      content: '',
      updated_at: isoNow(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the import unless it is done or a live run holds it (a run whose lease passed died):
 * false if so.
 */
export async function deleteImport(db: DB, schoolId: number, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('imports')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where(notRunOrInterrupted)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** The school's classes and their sections, which the file names: looked up once per check. */
export async function placesOfSchool(db: DB, schoolId: number) {
  const [classes, sections] = await Promise.all([
    db.selectFrom('classes').select(['id', 'name']).where('school_id', '=', schoolId).execute(),
    db
      .selectFrom('sections')
      .select(['id', 'name', 'class_id', 'capacity'])
      .where('school_id', '=', schoolId)
      .execute(),
  ]);
  return { classes, sections };
}

/** The school's student with this admission number (ignoring case), as the forms compare them. */
export async function studentIdByAdmissionNo(
  db: DB,
  schoolId: number,
  admissionNo: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('school_id', '=', schoolId)
    .where(sql`lower(admission_no)`, '=', admissionNo.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** The school's teacher with this employee code (ignoring case). */
export async function teacherIdByEmployeeCode(
  db: DB,
  schoolId: number,
  code: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('teachers')
    .select('id')
    .where('school_id', '=', schoolId)
    .where(sql`lower(employee_code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** The parents a student is linked to already: a file naming one of them again links nothing. */
export async function parentIdsOfStudent(db: DB, studentId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('parent_student')
    .select('parent_id')
    .where('student_id', '=', studentId)
    .execute();
  return new Set(rows.map((r) => r.parent_id));
}

/** The school's parent whose account holds this e-mail, if the account is one. */
export async function schoolParentByEmail(
  db: DB,
  schoolId: number,
  email: string,
): Promise<{ id: number; name: string; email: string } | undefined> {
  const row = await db
    .selectFrom('parents')
    .innerJoin('users', 'users.id', 'parents.user_id')
    .select(['parents.id', 'users.name', 'users.email'])
    .where('parents.school_id', '=', schoolId)
    .where('users.email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row && row.email !== null ? { id: row.id, name: row.name, email: row.email } : undefined;
}
