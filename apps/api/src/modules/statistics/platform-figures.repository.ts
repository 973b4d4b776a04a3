import { TOP_SCHOOLS, USER_STATUSES, type TopSchool } from '@school/contract';
import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import {
  allUsersCounters,
  maintainedCount,
  maintainedCounts,
  maintainedTotalOverSchools,
  roleHoldersCounter,
  tableCounter,
  usersInStatusCounter,
} from '../../lib/row-counts';

/*
 * Platform-wide figures. Totals come from the maintained counters (lib/row-counts.ts), which stay
 * a few rows each however large the tables grow; the rest is aggregated in the database.
 */

export const totalStudents = (db: DB) => maintainedTotalOverSchools(db, 'students');
export const totalTeachers = (db: DB) => maintainedTotalOverSchools(db, 'teachers');
export const totalSchools = (db: DB) => maintainedCount(db, tableCounter('schools'));
export const totalUsers = (db: DB) => maintainedCount(db, allUsersCounters);
export const activeUsers = (db: DB) => maintainedCount(db, usersInStatusCounter('active'));

/** Schools in all, active, and the distinct boards and states they name (a small table). */
export async function schoolFigures(db: DB) {
  const row = await db
    .selectFrom('schools')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('active', '=', true).then(1).else(0).end()).as('active'),
      eb.fn.count<number>('board').distinct().as('boards'),
      eb.fn.count<number>('state').distinct().as('states'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    active: Number(row.active ?? 0),
    boards: Number(row.boards),
    states: Number(row.states),
  };
}

/** Account statuses other than active: a student holding one of them is not counted as active. */
const INACTIVE_ACCOUNTS = USER_STATUSES.filter((status) => status !== 'active');

/**
 * Active students across the platform, as the school screens count them (activeStudents in
 * students/student-figures.repository.ts): enrolled as active with an account that is active too.
 * Counted as the active records (from the students(status) index alone, migration
 * 2026_11_27_0400) less those whose account is not active, found from the few such accounts
 * (users(status, id) index) through students.user_id (unique: one student an account), so no
 * active student's account is looked up one by one.
 */
export async function activeStudents(db: DB): Promise<number> {
  const { records, withInactiveAccount } = activeStudentCounts(db);
  const [all, inactive] = await Promise.all([
    records.executeTakeFirstOrThrow(),
    withInactiveAccount.executeTakeFirstOrThrow(),
  ]);
  return Number(all.n) - Number(inactive.n);
}

/** The two counts activeStudents subtracts, as queries (the tests read their plans). */
export function activeStudentCounts(db: DB) {
  return {
    records: db
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('students.status', '=', 'active'),
    // EXISTS, not a join: with a join SQLite starts from the active students instead.
    withInactiveAccount: db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('users.status', 'in', INACTIVE_ACCOUNTS)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('students')
            .select('students.id')
            .whereRef('students.user_id', '=', 'users.id')
            .where('students.status', '=', 'active'),
        ),
      ),
  };
}

/** Active students (as above) created since `since`: a window of the students' created_at index. */
export async function activeStudentsCreatedSince(db: DB, since: string): Promise<number> {
  const row = await db
    .selectFrom('students')
    .innerJoin('users', 'users.id', 'students.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('students.created_at', '>=', since)
    .where('students.status', '=', 'active')
    .where('users.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Notices published on the dates from `first` to `last`. */
export async function noticesPublished(db: DB, first: string, last: string): Promise<number> {
  const row = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('publish_date', '>=', first)
    .where('publish_date', '<=', last)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sign-ins (user_login entries) since `since`. */
export async function signInsSince(db: DB, since: string): Promise<number> {
  const row = await db
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event', '=', 'user_login')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Distinct users who signed in since `since`; with `createdBefore`, only users whose account was
 * created before then. Reads the window's sign-ins through the (event, created_at) index.
 */
export async function usersSignedInSince(db: DB, since: string, createdBefore?: string): Promise<number> {
  let query = db
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.count<number>('audit_logs.user_id').distinct().as('n'))
    .where('audit_logs.event', '=', 'user_login')
    .where('audit_logs.created_at', '>=', since);
  if (createdBefore) {
    query = query
      .innerJoin('users', 'users.id', 'audit_logs.user_id')
      .where('users.created_at', '<', createdBefore);
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Active schools, and those of them with at least one student and one teacher. */
export async function adoption(db: DB): Promise<{ active: number; adopted: number }> {
  const row = await db
    .selectFrom('schools')
    .select((eb) => [
      eb.fn.countAll<number>().as('active'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) =>
          w.and([
            w.exists(w.selectFrom('students').select('id').whereRef('students.school_id', '=', 'schools.id')),
            w.exists(w.selectFrom('teachers').select('id').whereRef('teachers.school_id', '=', 'schools.id')),
          ]),
        )
        .as('adopted'),
    ])
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), adopted: Number(row.adopted) };
}

/**
 * The schools with the most students and teachers together, from their maintained counters (two
 * index lookups a school, never a scan of the people tables); ties go to the older school.
 */
export async function topSchools(db: DB): Promise<TopSchool[]> {
  const counter = (table: 'students' | 'teachers') =>
    sql<number>`(select coalesce(sum(delta), 0) from row_counts where row_counts.name = ${`${table}:`} || cast(schools.id as text))`;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('schools')
        .select([
          'schools.id',
          'schools.name',
          'schools.code',
          'schools.active',
          counter('students').as('students_count'),
          counter('teachers').as('teachers_count'),
        ])
        .as('counted'),
    )
    .selectAll()
    .orderBy(sql`counted.students_count + counted.teachers_count`, 'desc')
    .orderBy('counted.id', 'asc')
    .limit(TOP_SCHOOLS)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    active: Boolean(r.active),
    students_count: Number(r.students_count),
    teachers_count: Number(r.teachers_count),
  }));
}

/** Schools per state, most first, then by state name; schools naming no state count as null. */
export async function schoolsByState(db: DB): Promise<{ state: string | null; schools_count: number }[]> {
  const rows = await db
    .selectFrom('schools')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('state')
    .execute();
  return rows
    .map((r) => ({ state: r.state, schools_count: Number(r.n) }))
    .sort(
      (a, b) => b.schools_count - a.schools_count || (a.state ?? '\uffff').localeCompare(b.state ?? '\uffff'),
    );
}

/** Every role, oldest first, with its holders from the maintained counters. */
export async function usersPerRole(db: DB) {
  const roles = await db.selectFrom('roles').select(['id', 'name', 'display_name']).orderBy('id').execute();
  const counts = await maintainedCounts(
    db,
    roles.map((r) => roleHoldersCounter(r.id)),
  );
  return roles.map((r) => ({ ...r, users_count: counts.get(roleHoldersCounter(r.id))! }));
}
