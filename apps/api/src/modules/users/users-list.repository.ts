import type { RoleSummary, UserListQuery } from '@school/contract';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import { offsetOf } from '../../lib/pagination';
import { containsAny } from '../../lib/search';

export type UserFilters = Pick<UserListQuery, 'search' | 'status' | 'role'>;

function filtered(db: DB, filters: UserFilters) {
  let query = db.selectFrom('users');
  if (filters.search) {
    const term = filters.search;
    query = query.where((eb) => containsAny(db, eb, ['name', 'email', 'phone'], term));
  }
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.role) {
    const role = filters.role;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('role_user')
          .innerJoin('roles', 'roles.id', 'role_user.role_id')
          .select('role_user.user_id')
          .whereRef('role_user.user_id', '=', 'users.id')
          .where('roles.name', '=', role),
      ),
    );
  }
  return query;
}

export async function countUsers(db: DB, filters: UserFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listUsers(db: DB, filters: UserFilters, page: number, perPage: number): Promise<UserRow[]> {
  return filtered(db, filters)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset(offsetOf(page, perPage))
    .execute();
}

export async function* userBatches(db: DB, filters: UserFilters, size = 1000): AsyncGenerator<UserRow[]> {
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const batch = await filtered(db, filters).selectAll().where('id', '<', before).orderBy('id', 'desc').limit(size).execute();
    if (batch.length === 0) return;
    yield batch;
    before = batch[batch.length - 1]!.id;
  }
}

/** Roles of many users in one query, each list in assignment order. */
export async function rolesOfUsers(db: DB, userIds: number[]): Promise<Map<number, RoleSummary[]>> {
  const roles = new Map<number, RoleSummary[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return roles;
  const rows = await db
    .selectFrom('role_user')
    .innerJoin('roles', 'roles.id', 'role_user.role_id')
    .select(['role_user.user_id', 'roles.id', 'roles.name', 'roles.display_name'])
    .where('role_user.user_id', 'in', userIds)
    .orderBy('role_user.created_at')
    .orderBy('roles.id')
    .execute();
  for (const { user_id, ...role } of rows) roles.get(user_id)!.push(role);
  return roles;
}

/** The school each of these users administers, in one query. */
export async function schoolsOfAdmins(
  db: DB,
  userIds: number[],
): Promise<Map<number, { id: number; name: string; code: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('school_admins')
    .innerJoin('schools', 'schools.id', 'school_admins.school_id')
    .select(['school_admins.user_id', 'schools.id', 'schools.name', 'schools.code'])
    .where('school_admins.user_id', 'in', userIds)
    .execute();
  return new Map(rows.map(({ user_id, ...school }) => [user_id, school]));
}

export async function userSummary(db: DB) {
  const rows = await db
    .selectFrom('users')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
  const active = by.active ?? 0;
  const inactive = by.inactive ?? 0;
  const suspended = by.suspended ?? 0;
  return { total: active + inactive + suspended, active, inactive, suspended };
}

/** The assign-admin picker: a few matches, best (prefix of name or e-mail) first. */
export async function searchUsers(db: DB, filters: UserFilters, limit = 20): Promise<UserRow[]> {
  return filtered(db, filters).selectAll().orderBy('name').orderBy('id').limit(limit).execute();
}
