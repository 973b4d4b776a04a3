import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { addingTo, type Adding } from './figure-counters';

/*
 * Active students across the platform as the school screens count them (an active record whose
 * account is active too), kept in figure_counts ('active_students') by triggers on both tables: a
 * student's record written, deleted, or its status or account changed, and an account's status
 * changed. An account cannot be deleted while it has a student's record (students.user_id is
 * RESTRICT), so the record's own delete is where a deleted student is counted off.
 */

const add = (delta: 1 | -1, when: string, adding: Adding = 'in place') => `INSERT INTO figure_counts
  (figure, zone, day, item, n) SELECT 'active_students', '', '', '', ${delta} WHERE ${when} ${addingTo(adding)};`;

/**
 * SQL: the student's record of alias `row` is active, and so is its account. With `lockAccount`
 * (PostgreSQL's triggers since 2026_12_10_1100) the account is read FOR SHARE by its id alone,
 * then its status compared: its latest status, held until the record's transaction commits. A
 * status filter inside the locking read would be checked on the last committed row first, and an
 * account not active there (being activated) would be neither waited for nor locked.
 */
export const studentCounts = (row: string, lockAccount = false) =>
  lockAccount
    ? `${row}.status = 'active' AND (SELECT users.status FROM users WHERE users.id = ${row}.user_id FOR SHARE) = 'active'`
    : `${row}.status = 'active' AND EXISTS (SELECT 1 FROM users WHERE users.id = ${row}.user_id AND users.status = 'active')`;
const accountCounts = (row: string) =>
  `${row}.status = 'active' AND EXISTS (SELECT 1 FROM students WHERE students.user_id = ${row}.id AND students.status = 'active')`;

/**
 * (Re)writes the PostgreSQL functions of the triggers (2026_12_10_0500 makes them append). The
 * triggers stay immediate: they read the other table, whose state at the write is what counts.
 */
export async function replaceActiveStudentFunctions(
  db: Kysely<unknown>,
  adding: Adding,
  lockAccount = false,
): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION count_active_students() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN ${sql.raw(add(-1, studentCounts('OLD', lockAccount), adding))} END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN ${sql.raw(add(1, studentCounts('NEW', lockAccount), adding))} END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION count_active_student_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${sql.raw(add(-1, accountCounts('OLD'), adding))} ${sql.raw(add(1, accountCounts('NEW'), adding))}
    RETURN NULL; END $$`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await replaceActiveStudentFunctions(db, 'in place');
    await sql`CREATE TRIGGER students_active_count AFTER INSERT OR DELETE OR UPDATE OF status, user_id
      ON students FOR EACH ROW EXECUTE FUNCTION count_active_students()`.execute(db);
    await sql`CREATE TRIGGER users_active_student_count AFTER UPDATE OF status ON users
      FOR EACH ROW EXECUTE FUNCTION count_active_student_accounts()`.execute(db);
  } else {
    const student = { insert: add(1, studentCounts('NEW')), delete: add(-1, studentCounts('OLD')) };
    const account = { added: add(1, accountCounts('NEW')), removed: add(-1, accountCounts('OLD')) };
    await sql`CREATE TRIGGER students_active_insert AFTER INSERT ON students
      BEGIN ${sql.raw(student.insert)} END`.execute(db);
    await sql`CREATE TRIGGER students_active_delete AFTER DELETE ON students
      BEGIN ${sql.raw(student.delete)} END`.execute(db);
    await sql`CREATE TRIGGER students_active_update AFTER UPDATE OF status, user_id ON students
      BEGIN ${sql.raw(student.delete)} ${sql.raw(student.insert)} END`.execute(db);
    await sql`CREATE TRIGGER users_active_student_update AFTER UPDATE OF status ON users
      BEGIN ${sql.raw(account.removed)} ${sql.raw(account.added)} END`.execute(db);
  }
  await countActiveStudentsNow(db);
}

/** Counts the active students the tables hold now (the backfill; the bench fill's too). */
export async function countActiveStudentsNow(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO figure_counts (figure, zone, day, item, n)
    SELECT 'active_students', '', '', '', count(*) FROM students
    INNER JOIN users ON users.id = students.user_id
    WHERE students.status = 'active' AND users.status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER students_active_count ON students`.execute(db);
    await sql`DROP TRIGGER users_active_student_count ON users`.execute(db);
    await sql`DROP FUNCTION count_active_students()`.execute(db);
    await sql`DROP FUNCTION count_active_student_accounts()`.execute(db);
  } else {
    for (const name of [
      'students_active_insert',
      'students_active_delete',
      'students_active_update',
      'users_active_student_update',
    ]) {
      await sql`DROP TRIGGER ${sql.raw(name)}`.execute(db);
    }
  }
  await sql`DELETE FROM figure_counts WHERE figure = 'active_students'`.execute(db);
}
