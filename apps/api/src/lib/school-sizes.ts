import { sql } from 'kysely';
import { isPostgres, type DB } from '../db/connect';

/** Any number, the same on every node: names the lock folds of school sizes take in turn. */
const FOLD_LOCK = 7_270_010;

/**
 * Brings `school_sizes` up to date on PostgreSQL, where writers append what each statement moved
 * to `school_size_changes` (migration 2026_12_10_1000): the changes committed so far are deleted
 * and added to their schools' rows, in one statement, before a read of the rows. Folds take turns
 * under a transaction lock: two folds updating the same schools in different orders could
 * deadlock (the lock is taken before the changes are read: the delete's condition needs it). One
 * that waited still adds only the changes it deleted (the first fold's are gone,
 * and its updates read the rows as the first left them). SQLite's triggers update the rows.
 */
export async function foldSchoolSizes(db: DB): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`WITH turn AS (SELECT pg_advisory_xact_lock(${FOLD_LOCK}) IS NOT NULL AS taken),
    moved AS (DELETE FROM school_size_changes WHERE (SELECT taken FROM turn)
      RETURNING school_id, students, teachers),
    summed AS (SELECT school_id, sum(students) AS students, sum(teachers) AS teachers
      FROM moved GROUP BY school_id)
    UPDATE school_sizes SET students = school_sizes.students + summed.students,
      teachers = school_sizes.teachers + summed.teachers
    FROM summed WHERE school_sizes.school_id = summed.school_id`.execute(db);
}
