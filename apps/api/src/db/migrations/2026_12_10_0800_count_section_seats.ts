import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { createStatementTrigger, EVENTS } from './row-counters';

/*
 * A section's seats taken in a year counted as they are written, in row_counts
 * (`section_seats:<section>:<year>`, lib/row-counts.ts): the sections list shows them on every
 * row and every seating checks a section's capacity with them. Counting them read each enrolment
 * of the section and its student's status (about 4,700 students for a page of the bench's demo
 * school); a counter is one row. (A class's and a year's enrolments are counted already, in
 * figure_counts: migration 2026_12_10_0300.)
 *
 * A seat is an enrolment in a section whose student is active and not archived (seatTakers in
 * enrollments.repository.ts), so a student's writes count too: a change of status or archiving
 * adds or takes away the seats of its enrolments, and a student deleted gives up its seats before
 * the cascade deletes its enrolments (whose triggers no longer find the student, on either
 * engine, and so count no seat).
 *
 * The triggers follow migrations/row-counters.ts: PostgreSQL adds a row per counter per statement
 * (transition tables), SQLite updates each counter's one row in place. On PostgreSQL a statement
 * on enrolments holds its students' rows (FOR SHARE) before counting, against a concurrent change
 * of their status: one of the two waits for the other, so each trigger reads what the other
 * committed (enrolment-counts.test.ts loses or gains a seat without it). That lock comes after the
 * enrolments' own, so every path of the app that writes enrolments takes their students first
 * (lockStudents in students.repository.ts), before any section: otherwise a transaction holding a
 * section would wait here for a student whose holder waits for that section (a deadlock).
 */

const seated = (student: string) => `${student}.status = 'active' AND ${student}.archived_at IS NULL`;

const seatOf = (e: string) => `'section_seats:' || ${e}.section_id || ':' || ${e}.academic_year_id`;

/**
 * Adds to their counters the seats of the enrolment rows `rows` gives (aliased `e`, each with its
 * `delta`): those in a section whose student is seated.
 */
const tally = (rows: string) => `INSERT INTO row_counts (name, delta)
  SELECT ${seatOf('e')}, sum(e.delta) FROM ${rows} JOIN students s ON s.id = e.student_id
  WHERE e.section_id IS NOT NULL AND ${seated('s')}
  GROUP BY e.section_id, e.academic_year_id HAVING sum(e.delta) <> 0`;

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  const moved = (rows: string) => `WITH moved AS (${rows}) ${tally('moved AS e')};`;
  const hold = (studentIds: string) =>
    `PERFORM 1 FROM students WHERE id IN (${studentIds}) ORDER BY id FOR SHARE;`;
  const placed = (rows: string) => `SELECT student_id FROM ${rows} WHERE section_id IS NOT NULL`;
  const placement = (row: string) => `(${row}.student_id, ${row}.academic_year_id, ${row}.section_id)`;
  // A statement that seats nobody (no section, or an update of roll numbers only, or of no row, as
  // an upsert's first try) returns at once: an import writes thousands of those.
  await sql`CREATE FUNCTION count_section_seats() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        IF NOT EXISTS (${sql.raw(placed('new_rows'))}) THEN RETURN NULL; END IF;
        ${sql.raw(hold(placed('new_rows')))}
        ${sql.raw(moved('SELECT n.*, 1 AS delta FROM new_rows n'))}
      ELSIF TG_OP = 'DELETE' THEN
        IF NOT EXISTS (${sql.raw(placed('old_rows'))}) THEN RETURN NULL; END IF;
        ${sql.raw(hold(placed('old_rows')))}
        ${sql.raw(moved('SELECT o.*, -1 AS delta FROM old_rows o'))}
      ELSE
        IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE ${sql.raw(placement('o'))} IS DISTINCT FROM ${sql.raw(placement('n'))}) THEN RETURN NULL; END IF;
        ${sql.raw(hold(`${placed('old_rows')} UNION ${placed('new_rows')}`))}
        ${sql.raw(moved('SELECT o.*, -1 AS delta FROM old_rows o UNION ALL SELECT n.*, 1 FROM new_rows n'))}
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const event of EVENTS) {
    const name = `enrollments_seats_${event}`;
    await createStatementTrigger(db, { name, table: 'enrollments', event, fn: 'count_section_seats' });
  }

  // A statement's students whose seating changed move the seats of their enrolments.
  const change = `CASE WHEN ${seated('n')} THEN 1 ELSE -1 END`;
  await sql`CREATE FUNCTION count_student_seats() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO row_counts (name, delta)
      SELECT ${sql.raw(seatOf('e'))}, sum(${sql.raw(change)})
      FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN enrollments e ON e.student_id = n.id
      WHERE e.section_id IS NOT NULL AND (${sql.raw(seated('o'))}) <> (${sql.raw(seated('n'))})
      GROUP BY e.section_id, e.academic_year_id HAVING sum(${sql.raw(change)}) <> 0;
      RETURN NULL;
    END $$`.execute(db);
  await createStatementTrigger(db, {
    name: 'students_seats_update',
    table: 'students',
    event: 'update',
    fn: 'count_student_seats',
  });
  await sql`CREATE FUNCTION uncount_student_seats() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO row_counts (name, delta)
      SELECT ${sql.raw(seatOf('e'))}, -count(*) FROM enrollments e
      WHERE e.student_id = OLD.id AND e.section_id IS NOT NULL
      GROUP BY e.section_id, e.academic_year_id;
      RETURN OLD;
    END $$`.execute(db);
  await sql`CREATE TRIGGER students_seats_delete BEFORE DELETE ON students FOR EACH ROW
    WHEN (${sql.raw(seated('OLD'))}) EXECUTE FUNCTION uncount_student_seats()`.execute(db);
}

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const upsert = 'ON CONFLICT (name) DO UPDATE SET delta = delta + excluded.delta;';
  // The row as a one-row table, for tally (whose WHERE keeps SQLite from reading ON CONFLICT's
  // ON as a join's).
  const add = (row: 'new' | 'old', delta: 1 | -1) =>
    `${tally(`(SELECT ${row}.student_id AS student_id,
    ${row}.academic_year_id AS academic_year_id, ${row}.section_id AS section_id,
    ${delta} AS delta) AS e`)} ${upsert}`;
  await sql`CREATE TRIGGER enrollments_seats_insert AFTER INSERT ON enrollments
    BEGIN ${sql.raw(add('new', 1))} END`.execute(db);
  await sql`CREATE TRIGGER enrollments_seats_delete AFTER DELETE ON enrollments
    BEGIN ${sql.raw(add('old', -1))} END`.execute(db);
  const placement = ['student_id', 'academic_year_id', 'section_id'];
  await sql`CREATE TRIGGER enrollments_seats_update AFTER UPDATE OF ${sql.raw(placement.join(', '))} ON enrollments
    WHEN ${sql.raw(placement.map((c) => `old.${c} IS NOT new.${c}`).join(' OR '))}
    BEGIN ${sql.raw(add('old', -1))} ${sql.raw(add('new', 1))} END`.execute(db);

  const seats = (student: 'new' | 'old', delta: string) => `INSERT INTO row_counts (name, delta)
    SELECT ${seatOf('e')}, ${delta} FROM enrollments e
    WHERE e.student_id = ${student}.id AND e.section_id IS NOT NULL ${upsert}`;
  await sql`CREATE TRIGGER students_seats_update AFTER UPDATE OF status, archived_at ON students
    WHEN (${sql.raw(seated('old'))}) IS NOT (${sql.raw(seated('new'))})
    BEGIN ${sql.raw(seats('new', `CASE WHEN ${seated('new')} THEN 1 ELSE -1 END`))} END`.execute(db);
  await sql`CREATE TRIGGER students_seats_delete BEFORE DELETE ON students WHEN ${sql.raw(seated('old'))}
    BEGIN ${sql.raw(seats('old', '-1'))} END`.execute(db);
}

/** Counts the seats the tables hold now, into counters that hold nothing (the backfill; the bench fill's). */
export async function countSeatsNow(db: Kysely<unknown>): Promise<void> {
  await sql.raw(tally('(SELECT enrollments.*, 1 AS delta FROM enrollments) AS e')).execute(db);
}

/** Forgets every seat counter. */
export async function forgetSeatCounts(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM row_counts WHERE name LIKE 'section_seats:%'`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
  await countSeatsNow(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const event of EVENTS) {
      await sql`DROP TRIGGER ${sql.raw(`enrollments_seats_${event}`)} ON enrollments`.execute(db);
    }
    await sql`DROP TRIGGER students_seats_update ON students`.execute(db);
    await sql`DROP TRIGGER students_seats_delete ON students`.execute(db);
    await sql`DROP FUNCTION count_section_seats()`.execute(db);
    await sql`DROP FUNCTION count_student_seats()`.execute(db);
    await sql`DROP FUNCTION uncount_student_seats()`.execute(db);
  } else {
    for (const name of [
      'enrollments_seats_insert',
      'enrollments_seats_delete',
      'enrollments_seats_update',
      'students_seats_update',
      'students_seats_delete',
    ]) {
      await sql`DROP TRIGGER ${sql.raw(name)}`.execute(db);
    }
  }
  await forgetSeatCounts(db);
}
