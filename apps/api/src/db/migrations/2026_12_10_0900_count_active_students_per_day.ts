import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { studentCounts } from './2026_12_10_0310_count_active_students';
import {
  COUNTED_ZONES,
  countExisting,
  createFigureCounter,
  dropFigureCounter,
  perZoneDay,
  zoneDate,
} from './figure-counters';

/*
 * Active students (as 2026_12_10_0310 counts them) per day of each platform timezone their record
 * was created on ('active_students_created'): the statistics overview's change over the last month
 * read the month's students with their accounts on every load, 22 ms at 200,000 students and a
 * month of a nation's records at ten million. Kept by the same writes as the total: a student's
 * record written, deleted, or its status, account or creation time changed (a backdated record
 * moves to its day), and an account's status changed.
 */

const FIGURE = 'active_students_created';
export const ACTIVE_STUDENT_DAYS = 'count_active_students_created';
const ACCOUNTS = 'count_active_students_created_accounts';

/** A record's parts; `lockAccount` as studentCounts (2026_12_10_1100). */
export const activeStudentDays =
  (db: Kysely<unknown>, lockAccount = false) =>
  (row: string) =>
    perZoneDay(db, row, `'${FIGURE}'`, "''", studentCounts(row, lockAccount));

/**
 * An account's change of status moves its student record (an account has one at most) on its
 * day: `delta` when the account of alias `row` is active.
 */
const accountParts = (db: Kysely<unknown>, row: 'NEW' | 'OLD', delta: 1 | -1, upsert: boolean) =>
  COUNTED_ZONES.map(
    (zone) => `INSERT INTO figure_counts (figure, zone, day, item, n)
      SELECT '${FIGURE}', '${zone}', ${zoneDate(db, 'students.created_at', zone)}, '', ${delta}
      FROM students WHERE students.user_id = ${row}.id AND students.status = 'active' AND ${row}.status = 'active'
      ${upsert ? 'ON CONFLICT (figure, zone, day, item) DO UPDATE SET n = figure_counts.n + excluded.n' : ''};`,
  ).join('\n');

export async function up(db: Kysely<unknown>): Promise<void> {
  await createFigureCounter(db, ACTIVE_STUDENT_DAYS, 'students', activeStudentDays(db), [
    'status',
    'user_id',
    'created_at',
  ]);
  if (isPostgres(db)) {
    // Appended, as every PostgreSQL figure since 2026_12_10_0500: no writer waits on a count's row.
    await sql`CREATE FUNCTION ${sql.raw(ACCOUNTS)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${sql.raw(accountParts(db, 'OLD', -1, false))} ${sql.raw(accountParts(db, 'NEW', 1, false))}
      RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(ACCOUNTS)} AFTER UPDATE OF status ON users
      FOR EACH ROW EXECUTE FUNCTION ${sql.raw(ACCOUNTS)}()`.execute(db);
  } else {
    await sql`CREATE TRIGGER ${sql.raw(ACCOUNTS)} AFTER UPDATE OF status ON users
      BEGIN ${sql.raw(accountParts(db, 'OLD', -1, true))} ${sql.raw(accountParts(db, 'NEW', 1, true))} END`.execute(
      db,
    );
  }
  await countActiveStudentsCreatedNow(db);
}

/** Counts the active students the tables hold now on their days (the backfill; the bench fill's too). */
export async function countActiveStudentsCreatedNow(db: Kysely<unknown>): Promise<void> {
  await countExisting(db, 'students', activeStudentDays(db));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropFigureCounter(db, ACTIVE_STUDENT_DAYS, 'students');
  await sql`DROP TRIGGER ${sql.raw(ACCOUNTS)}${sql.raw(isPostgres(db) ? ' ON users' : '')}`.execute(db);
  if (isPostgres(db)) await sql`DROP FUNCTION ${sql.raw(ACCOUNTS)}()`.execute(db);
  await sql`DELETE FROM figure_counts WHERE figure = ${FIGURE}`.execute(db);
}
