import type { RoleSummary, USER_SORTS, UserListQuery, UserStatus } from '@school/contract';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/connect';
import { keyList, inKeyList, type KeyList } from '../../db/in-list';
import type { Database, UserRow } from '../../db/database';
import type { ListCount, PageRequest } from '../../lib/pagination';
import {
  allUsersCounters,
  maintainedCounts,
  roleHoldersCounter,
  usersInStatusCounter,
} from '../../lib/row-counts';
import { fromJson, jsonRows } from '../../lib/related-rows';
import { matchesSearch, searchedRows } from '../../lib/search';
import { failuresAt } from '../auth/login-attempts.repository';
import { byCreation, byText, byValue, sortedBy, type SortColumns } from '../../lib/sorting';

export type UserFilters = Pick<UserListQuery, 'search' | 'status' | 'role'>;

export type UserSort = (typeof USER_SORTS)[number];

/** Where a list's users come from: the search's walk, the role's holders, or the table. */
function usersFrom(
  db: DB,
  walked: SelectQueryBuilder<Database, 'users', object> | null,
  roleId: number | null,
): SelectQueryBuilder<Database, 'users', object> {
  if (walked !== null) return walked;
  if (roleId === null) return db.selectFrom('users');
  return db
    .selectFrom('role_user')
    .innerJoin('users', 'users.id', 'role_user.user_id')
    .where('role_user.role_id', '=', roleId);
}

/**
 * The filtered users query and the id column that orders it. A role filter starts from
 * role_user and pages by its user_id: the (role_id, user_id) key then yields the role's users
 * newest first without sorting them all, and counting joins only that role's rows. Without one,
 * the list's search walks the search index newest first where it can (lib/search.ts,
 * searchedRows); `walk` false (an export's batches below an id, the picker's few by name) filters
 * the table instead, since a walk would start again at every batch.
 */
async function filtered(db: DB, filters: UserFilters, walk = false) {
  const roleId = filters.role
    ? ((await db.selectFrom('roles').select('id').where('name', '=', filters.role).executeTakeFirst())?.id ??
      -1)
    : null;
  const searched = roleId === null && walk ? searchedRows(db, 'users', filters.search) : null;
  const query = usersFrom(db, searched?.query ?? null, roleId)
    .$if(filters.status !== undefined, (q) => q.where('users.status', '=', filters.status!))
    .$if(filters.search !== undefined && searched === null, (q) =>
      q.where(matchesSearch(db, 'users', filters.search!)),
    );
  const id = searched?.id ?? (roleId === null ? 'users.id' : 'role_user.user_id');
  const sorts: SortColumns<UserSort> = {
    created_at: byCreation(id),
    name: byText('users.name'),
    email: byText('users.email'),
    status: byValue('users.status'),
  };
  // A role's holders counted with another filter on the user (their status) are read in the
  // list's order, newest first along the role's (role_id, user_id) key. Left unordered, the
  // bounded count's LIMIT let PostgreSQL scan role_user in the order rows were written, where the
  // role's holders can come after every other role's: 144 ms for the teachers of 10 million
  // students, 7 ms in order (7 s when it walked the active users' index from the oldest instead;
  // README, "The platform at ten million students"). A search keeps its own plan: its matches
  // are few and found first by the trigram index.
  const counted =
    roleId !== null && filters.search === undefined ? query.orderBy(sql.ref(id), 'desc') : query;
  return { query, counted, id, sorts, counters: countersOf(filters, roleId) };
}

/** The maintained counters that know a filtered total: none for a search or role and status. */
function countersOf(filters: UserFilters, roleId: number | null): string | readonly string[] | null {
  if (filters.search !== undefined) return null;
  if (roleId !== null) return filters.status === undefined ? roleHoldersCounter(roleId) : null;
  return filters.status === undefined ? allUsersCounters : usersInStatusCounter(filters.status);
}

/** The users list's count and its sorted rows, from one look-up of the role filtered by. */
export async function userList(db: DB, filters: UserFilters) {
  const { query, counted, id, sorts, counters } = await filtered(db, filters, true);
  return {
    count: { filtered: counted, counters } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<UserSort>, 'sort' | 'direction'>) =>
      sortedBy(db, query.selectAll('users'), sorts[sort], direction, id),
  };
}

/**
 * Users' roles, each user's in assignment order (the first is their main role): of the users
 * `forUsers` picks by the column of their id.
 */
function rolesOf(db: DB, forUsers: (userId: string) => Expression<SqlBool>) {
  return db
    .selectFrom('role_user')
    .innerJoin('roles', 'roles.id', 'role_user.role_id')
    .select(['role_user.user_id', 'roles.id', 'roles.name', 'roles.display_name'])
    .where(forUsers('role_user.user_id'))
    .orderBy('role_user.created_at')
    .orderBy('roles.id');
}

/**
 * The schools these users belong to, each user's first in this order: the one they run, or the
 * one whose teacher, student or parent they are.
 */
function schoolsOf(db: DB, userIds: KeyList) {
  const tables = ['school_admins', 'teachers', 'students', 'parents'] as const;
  const [first, ...rest] = tables.map((table, rank) =>
    db
      .selectFrom(table)
      .select(['user_id', 'school_id', sql<number>`${sql.lit(rank)}`.as('rank')])
      .where(inKeyList(db, 'user_id', userIds)),
  );
  return db
    .selectFrom(rest.reduce((union, query) => union.unionAll(query), first!).as('belongs'))
    .innerJoin('schools', 'schools.id', 'belongs.school_id')
    .select(['belongs.user_id', 'schools.id', 'schools.name', 'schools.code'])
    .orderBy('belongs.rank');
}

export interface RelatedOfUser {
  roles: RoleSummary[];
  school: { id: number; name: string; code: string } | null;
  /** Failed sign-ins at the user's e-mail since `failuresSince`, newest first. */
  failures: string[];
}

/**
 * The roles, school and recent failed sign-ins of these users, in one statement: each kind is one
 * set over the page's ids, read as a JSON column of a statement without FROM (lib/related-rows.ts),
 * compiled once (db/compiled-once.ts).
 */
const relatedOfUsersQuery = compiledOnce((db: DB, userIds: KeyList, failuresSince: string) =>
  db.selectNoFrom([
    jsonRows(
      db,
      rolesOf(db, (userId) => inKeyList(db, userId, userIds)),
    ).as('roles'),
    jsonRows(db, schoolsOf(db, userIds)).as('schools'),
    jsonRows(
      db,
      failuresAt(db, sql.ref<string | null>('users.email'), failuresSince)
        .innerJoin('users', 'users.email', 'login_attempts.email')
        .select('users.id as user_id')
        .where(inKeyList(db, 'users.id', userIds)),
    ).as('failures'),
  ]),
);

/** The related rows of these users (relatedOfUsersQuery). A user deleted since the page was read has none left. */
export async function relatedOfUsers(
  db: DB,
  userIds: number[],
  failuresSince: string,
): Promise<Map<number, RelatedOfUser>> {
  if (userIds.length === 0) return new Map();
  const [row] = (await db.executeQuery(relatedOfUsersQuery(db, keyList(db, userIds), failuresSince))).rows;
  const related = new Map<number, RelatedOfUser>(
    userIds.map((id) => [id, { roles: [], school: null, failures: [] }]),
  );
  for (const { user_id, ...role } of fromJson(row!.roles)) related.get(user_id)?.roles.push(role);
  for (const { user_id, ...school } of fromJson(row!.schools)) {
    const user = related.get(user_id);
    if (user && !user.school) user.school = school;
  }
  for (const { user_id, created_at } of fromJson(row!.failures))
    related.get(user_id)?.failures.push(created_at);
  return related;
}

/** The whole filtered list in batches, newest first, each user with their role names. */
export async function* userBatches(
  db: DB,
  filters: UserFilters,
  size = 1000,
): AsyncGenerator<(UserRow & { roles: RoleSummary[] })[]> {
  const { query, id } = await filtered(db, filters);
  const newest = sql.ref<number>(id);
  // No bound on the first batch: PostgreSQL rejects a number beyond its integer range.
  let before: number | undefined;
  for (;;) {
    const batch = await query
      .selectAll('users')
      .select(
        jsonRows(
          db,
          rolesOf(db, (userId) => sql<SqlBool>`${sql.ref(userId)} = ${sql.ref('users.id')}`),
        ).as('roles'),
      )
      .$if(before !== undefined, (q) => q.where(newest, '<', before!))
      .orderBy(newest, 'desc')
      .limit(size)
      .execute();
    if (batch.length === 0) return;
    yield batch.map((user) => ({ ...user, roles: fromJson(user.roles) }));
    before = batch[batch.length - 1]!.id;
  }
}

/** The stat cards: every status from its maintained counter. */
export async function userSummary(db: DB) {
  const counts = await maintainedCounts(db, allUsersCounters);
  const of = (status: UserStatus) => counts.get(usersInStatusCounter(status))!;
  const [active, inactive, suspended] = [of('active'), of('inactive'), of('suspended')];
  return { total: active + inactive + suspended, active, inactive, suspended };
}

/** The assign-admin picker: a few matches, best (prefix of name or e-mail) first. */
export async function searchUsers(db: DB, filters: UserFilters, limit = 20): Promise<UserRow[]> {
  const { query } = await filtered(db, filters);
  return query.selectAll('users').orderBy('users.name').orderBy('users.id').limit(limit).execute();
}
