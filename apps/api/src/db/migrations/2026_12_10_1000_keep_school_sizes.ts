import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { createStatementTrigger, EVENTS } from './row-counters';

/*
 * Each school's live students and teachers (archived ones left out, as the schools' counters of
 * 2026_11_29_0310 count them) in one row of `school_sizes`, so that the platform's top schools
 * are the first rows of an index on their total and the adoption rate counts the schools having
 * both from an index of those alone. Both visited every school's counters on each read (20,000
 * schools: 86 and 30 ms on PostgreSQL, docs/decisions.md "The top schools and the adoption rate").
 *
 * On PostgreSQL a writer never updates a school's row: each statement that moves people appends
 * what it moved per school to `school_size_changes` (statement triggers, as the row counters of
 * 2026_12_10_0400), and a read folds the changes into the rows first (foldSchoolSizes,
 * lib/school-sizes.ts). Updated in place, the row was held by a writer until its commit, and an
 * import's thousands of updates of one row in one transaction each stepped over the versions the
 * transaction had made before (found by review: a commit of 8,000 students took 6.7 s, 20,000
 * would pass the statement timeout). SQLite has one writer at a time and updates in place.
 */

const PEOPLE = ['students', 'teachers'] as const;
type People = (typeof PEOPLE)[number];

const trigger = (table: People) => `keep_school_sizes_${table}`;

/** SQL (SQLite): moves the row of alias `row` in or out of its school's size by `delta`. */
const move = (table: People, row: 'NEW' | 'OLD', delta: '+' | '-') =>
  `UPDATE school_sizes SET ${table} = ${table} ${delta} 1 WHERE school_id = ${row}.school_id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('school_sizes')
    .addColumn('school_id', 'integer', (c) => c.primaryKey().references('schools.id').onDelete('cascade'))
    .addColumn('students', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('teachers', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The top schools: most people first, the older school first among equals.
  await sql`CREATE INDEX school_sizes_total_idx ON school_sizes ((students + teachers) DESC, school_id)`.execute(
    db,
  );
  // The adoption rate: the schools with a student and a teacher, and only those.
  await sql`CREATE INDEX school_sizes_adopted_idx ON school_sizes (school_id)
    WHERE students > 0 AND teachers > 0`.execute(db);

  if (isPostgres(db)) {
    await sql`CREATE TABLE school_size_changes (school_id integer NOT NULL, students integer NOT NULL,
      teachers integer NOT NULL)`.execute(db);
    await sql`CREATE FUNCTION keep_school_sizes_schools() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO school_sizes (school_id) VALUES (NEW.id); RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER keep_school_sizes_schools AFTER INSERT ON schools
      FOR EACH ROW EXECUTE FUNCTION keep_school_sizes_schools()`.execute(db);
    for (const table of PEOPLE) {
      const moved = (rows: string, delta: 1 | -1) =>
        `SELECT school_id, ${delta} AS delta FROM ${rows} WHERE archived_at IS NULL`;
      const append = (select: string) => `INSERT INTO school_size_changes (school_id, students, teachers)
        SELECT school_id, ${table === 'students' ? 'sum(delta), 0' : '0, sum(delta)'}
        FROM (${select}) m GROUP BY school_id HAVING sum(delta) <> 0;`;
      await sql`CREATE FUNCTION ${sql.raw(trigger(table))}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN ${sql.raw(append(moved('new_rows', 1)))}
          ELSIF TG_OP = 'DELETE' THEN ${sql.raw(append(moved('old_rows', -1)))}
          ELSE ${sql.raw(append(`${moved('new_rows', 1)} UNION ALL ${moved('old_rows', -1)}`))}
          END IF;
          RETURN NULL;
        END $$`.execute(db);
      for (const event of EVENTS) {
        await createStatementTrigger(db, {
          name: `${trigger(table)}_${event}`,
          table,
          event,
          fn: trigger(table),
        });
      }
    }
  } else {
    await sql`CREATE TRIGGER keep_school_sizes_schools AFTER INSERT ON schools
      BEGIN INSERT INTO school_sizes (school_id) VALUES (NEW.id); END`.execute(db);
    for (const table of PEOPLE) {
      const t = sql.raw(table);
      const removed = sql.raw(`${move(table, 'OLD', '-')} AND OLD.archived_at IS NULL;`);
      const added = sql.raw(`${move(table, 'NEW', '+')} AND NEW.archived_at IS NULL;`);
      await sql`CREATE TRIGGER ${sql.raw(`${trigger(table)}_insert`)} AFTER INSERT ON ${t} BEGIN ${added} END`.execute(
        db,
      );
      await sql`CREATE TRIGGER ${sql.raw(`${trigger(table)}_delete`)} AFTER DELETE ON ${t} BEGIN ${removed} END`.execute(
        db,
      );
      await sql`CREATE TRIGGER ${sql.raw(`${trigger(table)}_update`)} AFTER UPDATE OF school_id, archived_at ON ${t}
        BEGIN ${removed} ${added} END`.execute(db);
    }
  }
  await countSchoolSizesNow(db);
}

/** Every school's size counted from its rows (the backfill; the bench fill's recount too). */
export async function countSchoolSizesNow(db: Kysely<unknown>): Promise<void> {
  const live = (table: People) =>
    sql`(SELECT count(*) FROM ${sql.raw(table)} WHERE ${sql.raw(table)}.school_id = schools.id AND archived_at IS NULL)`;
  await sql`DELETE FROM school_sizes`.execute(db);
  if (isPostgres(db)) await sql`DELETE FROM school_size_changes`.execute(db);
  await sql`INSERT INTO school_sizes (school_id, students, teachers)
    SELECT id, ${live('students')}, ${live('teachers')} FROM schools`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER keep_school_sizes_schools ON schools`.execute(db);
    await sql`DROP FUNCTION keep_school_sizes_schools()`.execute(db);
    for (const table of PEOPLE) {
      for (const event of EVENTS) {
        await sql`DROP TRIGGER ${sql.raw(`${trigger(table)}_${event}`)} ON ${sql.raw(table)}`.execute(db);
      }
      await sql`DROP FUNCTION ${sql.raw(trigger(table))}()`.execute(db);
    }
    await sql`DROP TABLE school_size_changes`.execute(db);
  } else {
    await sql`DROP TRIGGER keep_school_sizes_schools`.execute(db);
    for (const table of PEOPLE) {
      for (const event of EVENTS) {
        await sql`DROP TRIGGER ${sql.raw(`${trigger(table)}_${event}`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('school_sizes').execute();
}
