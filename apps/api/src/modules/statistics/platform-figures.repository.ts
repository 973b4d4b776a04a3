import { TOP_SCHOOLS, type TopSchool } from '@school/contract';
import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import {
  allUsersCounters,
  maintainedCount,
  maintainedCounts,
  roleHoldersCounter,
  tableCounter,
  usersInStatusCounter,
} from '../../lib/row-counts';
import { perItem, perZoneDay, sumOf, zoneFigureSince } from '../../lib/figure-counts';
import { foldSchoolSizes } from '../../lib/school-sizes';

/*
 * Platform-wide figures. Totals come from the maintained counters (lib/row-counts.ts), which stay
 * a few rows each however large the tables grow; the rest is aggregated in the database.
 */

/** Students or teachers across the platform (a maintained figure, not the schools' counters summed). */
async function platformPeople(db: DB, table: 'students' | 'teachers'): Promise<number> {
  return (await perItem(db, 'people')).get(table) ?? 0;
}

export const totalStudents = (db: DB) => platformPeople(db, 'students');
export const totalTeachers = (db: DB) => platformPeople(db, 'teachers');
export const totalSchools = (db: DB) => maintainedCount(db, tableCounter('schools'));
export const totalUsers = (db: DB) => maintainedCount(db, allUsersCounters);
export const activeUsers = (db: DB) => maintainedCount(db, usersInStatusCounter('active'));

/** Schools in all, active, and the distinct boards and states they name, from maintained figures. */
export async function schoolFigures(db: DB) {
  const [total, active, boards, states] = await Promise.all([
    totalSchools(db),
    perItem(db, 'schools_active'),
    perItem(db, 'school_boards'),
    perItem(db, 'school_states'),
  ]);
  states.delete('');
  return { total, active: active.get('yes') ?? 0, boards: boards.size, states: states.size };
}

/**
 * Active students across the platform, as the school screens count them (activeStudents in
 * students/student-figures.repository.ts): enrolled as active with an account that is active too,
 * a figure kept by triggers on both tables (migration 2026_12_10_0310).
 */
export async function activeStudents(db: DB): Promise<number> {
  return (await perItem(db, 'active_students')).get('') ?? 0;
}

/**
 * Active students (as above) created since the instant `since`: the counts kept per day of their
 * creation (migration 2026_12_10_0900), and the day `since` falls in from the students' created_at
 * index.
 */
export async function activeStudentsCreatedSince(db: DB, since: string, timeZone: string): Promise<number> {
  return zoneFigureSince(db, 'active_students_created', since, timeZone, async (until) => {
    const row = await db
      .selectFrom('students')
      .innerJoin('users', 'users.id', 'students.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('students.created_at', '>=', since)
      .where('students.created_at', '<', until)
      .where('students.status', '=', 'active')
      .where('users.status', '=', 'active')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}

/** Sign-ins (user_login entries) on the zone's days from `first` on. */
export async function signInsFrom(db: DB, timeZone: string, first: string): Promise<number> {
  return sumOf(await perZoneDay(db, 'audit_events', timeZone, { first }, 'user_login'));
}

/**
 * Distinct users who signed in on the zone's day `day`, from the counts kept per day: a user
 * deleted since still counts (members are never removed), unlike in usersSignedInSince.
 */
export async function usersSignedInOn(db: DB, timeZone: string, day: string): Promise<number> {
  return (await perZoneDay(db, 'signed_in_users', timeZone, { first: day, last: day })).get(day) ?? 0;
}

/**
 * Distinct users who signed in since `since`; with `createdBefore`, only users whose account was
 * created before then. A range of the (last_login_at, created_at) index (migration
 * 2026_12_10_0600), never the audit trail: a sign-in sets last_login_at in the transaction that
 * writes its `user_login` entry (auth/open-session.ts), and nothing else sets it, so a user signed
 * in since `since` exactly when their latest sign-in is that recent, and the entries and the
 * column commit together. What differs from a distinct count of the window's entries:
 * - a user deleted since is not counted: the trail keeps their entries (it has no foreign keys),
 *   the users table does not. That is what the figures' owner reads them as: the share of today's
 *   users who are active (weekly_active_rate divides by today's users; retention's base is
 *   today's users created before the window, which the entries' count already joined to);
 * - last_login_at is stamped a moment before its entry, and two sign-ins of one account at once
 *   keep whichever commits last: a sign-in within those milliseconds of `since` may fall either
 *   side of it;
 * - a `user_login` entry written without signing in (a fill, a test) counts only if it also sets
 *   last_login_at, as the bench fills do (scripts/bench-trail-fill.ts `noteLatestSignIns`).
 */
export async function usersSignedInSince(db: DB, since: string, createdBefore?: string): Promise<number> {
  let query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('last_login_at', '>=', since);
  if (createdBefore) query = query.where('created_at', '<', createdBefore);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Active schools with a live student and a live teacher, read from the index of the schools
 * having both (migration 2026_12_10_1000).
 */
export async function adoptedSchools(db: DB): Promise<number> {
  await foldSchoolSizes(db);
  const row = await db
    .selectFrom('school_sizes')
    .innerJoin('schools', 'schools.id', 'school_sizes.school_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_sizes.students', '>', 0)
    .where('school_sizes.teachers', '>', 0)
    .where('schools.active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The schools with the most live students and teachers together: the first rows of the index on
 * their kept sizes (migration 2026_12_10_1000); ties go to the older school.
 */
export async function topSchools(db: DB): Promise<TopSchool[]> {
  await foldSchoolSizes(db);
  const rows = await db
    .selectFrom('school_sizes')
    .innerJoin('schools', 'schools.id', 'school_sizes.school_id')
    .select([
      'schools.id',
      'schools.name',
      'schools.code',
      'schools.active',
      'school_sizes.students as students_count',
      'school_sizes.teachers as teachers_count',
    ])
    .orderBy(sql`school_sizes.students + school_sizes.teachers`, 'desc')
    .orderBy('school_sizes.school_id', 'asc')
    .limit(TOP_SCHOOLS)
    .execute();
  return rows.map((r) => ({ ...r, active: Boolean(r.active) }));
}

/** Schools per state, most first, then by state name; schools naming no state count as null. */
export async function schoolsByState(db: DB): Promise<{ state: string | null; schools_count: number }[]> {
  const states = await perItem(db, 'school_states');
  return [...states]
    .map(([item, n]) => ({ state: item === '' ? null : item.slice(2), schools_count: n }))
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
