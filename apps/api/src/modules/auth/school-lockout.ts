import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/connect';

/**
 * Whether a deactivated school keeps this user out (`users as u` in scope): the school they run is
 * inactive, or they belong to schools (as its teacher, student or parent) and every one of them
 * is inactive. A parent whose children are in two schools still signs in while one is active.
 * Read with the token on every request, so the check costs no query of its own; each link is
 * found through the unique index on its table's user_id.
 */
export const schoolLockedOut = (): RawBuilder<boolean | number> => sql<boolean | number>`(
  EXISTS (
    SELECT 1 FROM school_admins sa JOIN schools s ON s.id = sa.school_id
    WHERE sa.user_id = u.id AND s.active = ${false}
  )
  OR (
    EXISTS (SELECT 1 FROM schools s WHERE s.active = ${false} AND s.id IN (${schoolsOfUser()}))
    AND NOT EXISTS (SELECT 1 FROM schools s WHERE s.active = ${true} AND s.id IN (${schoolsOfUser()}))
  )
)`;

/** Every school the user belongs to: as its admin, teacher, student or parent. */
const schoolsOfUser = () => sql`
  SELECT school_id FROM school_admins WHERE user_id = u.id
  UNION ALL SELECT school_id FROM teachers WHERE user_id = u.id
  UNION ALL SELECT school_id FROM students WHERE user_id = u.id
  UNION ALL SELECT school_id FROM parents WHERE user_id = u.id`;

/** The same question at sign-in, before any token exists. */
export async function isLockedOutBySchool(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select(schoolLockedOut().as('locked'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.locked);
}
