import type { DB } from '../../db/connect';

/*
 * Who signs in to a portal: the caller's parent record or student record, with its school. A user
 * is a parent of one school at most and a student of one school at most (parents.user_id and
 * students.user_id are unique), so each is one row, looked up on every request.
 */

/** The parent record of a signed-in user, with its school; undefined when they are no parent. */
export async function parentOfUser(db: DB, userId: number) {
  return db
    .selectFrom('parents as p')
    .innerJoin('schools as sc', 'sc.id', 'p.school_id')
    .select(['p.id', 'p.school_id', 'sc.name as school_name', 'sc.code as school_code', 'sc.active'])
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
}

/** The student record of a signed-in user, with its school, archived or not. */
export async function studentOfUser(db: DB, userId: number) {
  return db
    .selectFrom('students as s')
    .innerJoin('schools as sc', 'sc.id', 's.school_id')
    .select([
      's.id',
      's.school_id',
      's.archived_at',
      'sc.name as school_name',
      'sc.code as school_code',
      'sc.active',
    ])
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
}
