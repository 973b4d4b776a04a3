import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

const COUNTS = ['enrolled', 'present', 'absent', 'late', 'excused'] as const;

/*
 * A school's attendance per day (docs/decisions.md, "Attendance"): the sums of that day's
 * registers, kept by triggers on attendance_registers in the same transaction as each save,
 * correction or delete (a section's registers go with it). A year of a school of 10,000 students
 * is ~50,000 registers, and summing them took 23 ms (p50, SQLite) where this table's 200 rows
 * take 0.1 ms: the dashboard and the school's analytics read only this. Keyed by the register's
 * academic year too, since two years of a school may share a date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attendance_school_days')
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('academic_year_id', 'integer', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    // How many registers were taken that day: a row exists while at least one is.
    .addColumn('registers', 'integer', (c) => c.notNull())
    .addColumn('enrolled', 'integer', (c) => c.notNull())
    .addColumn('present', 'integer', (c) => c.notNull())
    .addColumn('absent', 'integer', (c) => c.notNull())
    .addColumn('late', 'integer', (c) => c.notNull())
    .addColumn('excused', 'integer', (c) => c.notNull())
    // No foreign keys: the rows follow the registers (whose own cascades fire the triggers).
    .addPrimaryKeyConstraint('attendance_school_days_pkey', ['school_id', 'date', 'academic_year_id'])
    .execute();

  const keyColumns = 'school_id, date, academic_year_id';
  const key = sql.raw(keyColumns);
  const columns = sql.raw(`${keyColumns}, registers, ${COUNTS.join(', ')}`);
  const inserted = sql.raw(
    `NEW.school_id, NEW.date, NEW.academic_year_id, 1, ${COUNTS.map((c) => `NEW.${c}`).join(', ')}`,
  );
  const add = sql`INSERT INTO attendance_school_days (${columns}) VALUES (${inserted})
    ON CONFLICT (${key}) DO UPDATE SET registers = attendance_school_days.registers + 1,
    ${sql.raw(COUNTS.map((c) => `${c} = attendance_school_days.${c} + excluded.${c}`).join(', '))};`;
  const sameDay = sql.raw(
    'school_id = OLD.school_id AND date = OLD.date AND academic_year_id = OLD.academic_year_id',
  );
  const remove = sql`UPDATE attendance_school_days SET registers = registers - 1,
    ${sql.raw(COUNTS.map((c) => `${c} = ${c} - OLD.${c}`).join(', '))} WHERE ${sameDay};
    DELETE FROM attendance_school_days WHERE ${sameDay} AND registers = 0;`;
  const watched = sql.raw(`school_id, academic_year_id, date, ${COUNTS.join(', ')}`);

  if (isPostgres(db)) {
    await sql`CREATE FUNCTION sum_attendance_day() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN ${remove} END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add} END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER attendance_registers_day_sum
      AFTER INSERT OR DELETE OR UPDATE OF ${watched} ON attendance_registers
      FOR EACH ROW EXECUTE FUNCTION sum_attendance_day()`.execute(db);
  } else {
    await sql`CREATE TRIGGER attendance_day_sum_insert AFTER INSERT ON attendance_registers
      BEGIN ${add} END`.execute(db);
    await sql`CREATE TRIGGER attendance_day_sum_delete AFTER DELETE ON attendance_registers
      BEGIN ${remove} END`.execute(db);
    await sql`CREATE TRIGGER attendance_day_sum_update AFTER UPDATE OF ${watched} ON attendance_registers
      BEGIN ${remove} ${add} END`.execute(db);
  }
  // Registers saved before this migration, summed once.
  await sql`INSERT INTO attendance_school_days (${columns})
    SELECT ${key}, count(*), ${sql.raw(COUNTS.map((c) => `sum(${c})`).join(', '))}
    FROM attendance_registers GROUP BY ${key}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER attendance_registers_day_sum ON attendance_registers`.execute(db);
    await sql`DROP FUNCTION sum_attendance_day()`.execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update']) {
      await sql`DROP TRIGGER ${sql.raw(`attendance_day_sum_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('attendance_school_days').execute();
}
