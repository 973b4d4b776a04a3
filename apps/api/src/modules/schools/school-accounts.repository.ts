import type { DB } from '../../db/connect';

/** Enough ids in one statement for any school, well under either engine's limit on parameters. */
const CHUNK = 500;

async function inChunks(ids: number[], run: (chunk: number[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) await run(ids.slice(i, i + CHUNK));
}

/**
 * The school's parents with their accounts, each marked `only` when the account is nothing but
 * this school's parent: no other role, and no student, teacher or admin record anywhere (a parent
 * record is one per account, so it can be no other school's parent either).
 */
export async function parentsWithAccounts(db: DB, schoolId: number) {
  const rows = await db
    .selectFrom('parents as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'p.relationship_type',
      'p.occupation',
      'p.address_same_as_student',
      'p.alt_phone',
      'p.created_at',
      'u.name',
      'u.email',
      'u.phone',
      'u.status',
      'u.profile_picture',
      'u.created_at as user_created_at',
    ])
    .select((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('role_user as ru')
              .innerJoin('roles as r', 'r.id', 'ru.role_id')
              .select('ru.user_id')
              .whereRef('ru.user_id', '=', 'p.user_id')
              .where('r.name', '<>', 'parent'),
          ),
          eb.exists(eb.selectFrom('students as s').select('s.id').whereRef('s.user_id', '=', 'p.user_id')),
          eb.exists(eb.selectFrom('teachers as t').select('t.id').whereRef('t.user_id', '=', 'p.user_id')),
          eb.exists(
            eb.selectFrom('school_admins as a').select('a.id').whereRef('a.user_id', '=', 'p.user_id'),
          ),
        ])
        .as('has_more'),
    ])
    .where('p.school_id', '=', schoolId)
    .orderBy('p.id')
    .execute();
  // SQLite answers booleans as 0/1. No links remain: a school with students cannot be deleted.
  return rows.map(({ has_more, ...row }) => ({
    ...row,
    address_same_as_student: Boolean(row.address_same_as_student),
    only: !has_more,
  }));
}

/** Deletes the accounts; their sessions, reset links, roles and parent records go with them (cascade). */
export async function deleteAccounts(trx: DB, userIds: number[]): Promise<void> {
  await inChunks(userIds, (chunk) => trx.deleteFrom('users').where('id', 'in', chunk).execute());
}

/** Takes the role of that name from the accounts, leaving them their others. */
export async function dropRole(trx: DB, userIds: number[], roleName: string): Promise<void> {
  await inChunks(userIds, (chunk) =>
    trx
      .deleteFrom('role_user')
      .where('user_id', 'in', chunk)
      .where('role_id', 'in', (eb) => eb.selectFrom('roles').select('id').where('name', '=', roleName))
      .execute(),
  );
}
