import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

const STATUSES = ['absent', 'late', 'excused'] as const;

/*
 * Each student's marks per section, class and academic year of the registers they were marked on
 * (docs/decisions.md, "Attendance figures"), kept by triggers on attendance_marks in the same
 * transaction as each save, correction or delete. A class's year report summed the marks of its
 * ~4,000 registers on every visit; it reads one row per marked student instead.
 *
 * A mark's key comes from its register, so a register's marks must go while it is still there:
 * a trigger deletes them before the register (a cascade from its section, class, year or school
 * included), and the marks' own trigger takes them off. saveRegister rewrites a register's marks
 * whenever it moves the register to another class, so a mark never outlives its key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attendance_student_counts')
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('student_id', 'integer', (c) => c.notNull())
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('academic_year_id', 'integer', (c) => c.notNull())
    .addColumn('absent', 'integer', (c) => c.notNull())
    .addColumn('late', 'integer', (c) => c.notNull())
    .addColumn('excused', 'integer', (c) => c.notNull())
    // No foreign keys: the rows follow the marks, whose deletes (cascades too) fire the triggers.
    .addPrimaryKeyConstraint('attendance_student_counts_pkey', [
      'student_id',
      'section_id',
      'class_id',
      'academic_year_id',
    ])
    .execute();
  await db.schema
    .createIndex('attendance_student_counts_class_year_idx')
    .on('attendance_student_counts')
    .columns(['class_id', 'academic_year_id'])
    .execute();
  await db.schema
    .createIndex('attendance_student_counts_section_year_idx')
    .on('attendance_student_counts')
    .columns(['section_id', 'academic_year_id'])
    .execute();

  const columns = sql.raw(
    `school_id, student_id, section_id, class_id, academic_year_id, ${STATUSES.join(', ')}`,
  );
  const one = (row: 'NEW' | 'OLD') =>
    sql.raw(STATUSES.map((s) => `CASE WHEN ${row}.status = '${s}' THEN 1 ELSE 0 END`).join(', '));
  const add = sql`INSERT INTO attendance_student_counts (${columns})
    SELECT r.school_id, NEW.student_id, r.section_id, r.class_id, r.academic_year_id, ${one('NEW')}
    FROM attendance_registers r WHERE r.id = NEW.register_id
    ON CONFLICT (student_id, section_id, class_id, academic_year_id) DO UPDATE SET
    ${sql.raw(STATUSES.map((s) => `${s} = attendance_student_counts.${s} + excluded.${s}`).join(', '))};`;
  const sameKey = sql.raw(`student_id = OLD.student_id AND EXISTS (SELECT 1 FROM attendance_registers r
    WHERE r.id = OLD.register_id AND r.section_id = attendance_student_counts.section_id
    AND r.class_id = attendance_student_counts.class_id
    AND r.academic_year_id = attendance_student_counts.academic_year_id)`);
  const removed = STATUSES.map((s) => `CASE WHEN OLD.status = '${s}' THEN 1 ELSE 0 END`);
  const remove = sql`UPDATE attendance_student_counts SET
    ${sql.raw(STATUSES.map((s, i) => `${s} = ${s} - ${removed[i]}`).join(', '))} WHERE ${sameKey};
    DELETE FROM attendance_student_counts WHERE ${sameKey} AND absent = 0 AND late = 0 AND excused = 0;`;
  const dropMarks = sql`DELETE FROM attendance_marks WHERE register_id = OLD.id;`;

  if (isPostgres(db)) {
    await sql`CREATE FUNCTION count_attendance_marks() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.status <> 'present' THEN ${remove} END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'present' THEN ${add} END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER attendance_marks_student_count
      AFTER INSERT OR DELETE OR UPDATE OF register_id, student_id, status ON attendance_marks
      FOR EACH ROW EXECUTE FUNCTION count_attendance_marks()`.execute(db);
    await sql`CREATE FUNCTION drop_register_marks() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${dropMarks} RETURN OLD; END $$`.execute(db);
    await sql`CREATE TRIGGER attendance_registers_drop_marks BEFORE DELETE ON attendance_registers
      FOR EACH ROW EXECUTE FUNCTION drop_register_marks()`.execute(db);
  } else {
    await sql`CREATE TRIGGER attendance_student_count_insert AFTER INSERT ON attendance_marks
      WHEN NEW.status <> 'present' BEGIN ${add} END`.execute(db);
    await sql`CREATE TRIGGER attendance_student_count_delete AFTER DELETE ON attendance_marks
      WHEN OLD.status <> 'present' BEGIN ${remove} END`.execute(db);
    await sql`CREATE TRIGGER attendance_student_count_update_old
      AFTER UPDATE OF register_id, student_id, status ON attendance_marks
      WHEN OLD.status <> 'present' BEGIN ${remove} END`.execute(db);
    await sql`CREATE TRIGGER attendance_student_count_update_new
      AFTER UPDATE OF register_id, student_id, status ON attendance_marks
      WHEN NEW.status <> 'present' BEGIN ${add} END`.execute(db);
    await sql`CREATE TRIGGER attendance_registers_drop_marks BEFORE DELETE ON attendance_registers
      BEGIN ${dropMarks} END`.execute(db);
  }
  // Marks saved before this migration, counted once.
  await sql`INSERT INTO attendance_student_counts (${columns})
    SELECT r.school_id, m.student_id, r.section_id, r.class_id, r.academic_year_id,
    ${sql.raw(STATUSES.map((s) => `sum(CASE WHEN m.status = '${s}' THEN 1 ELSE 0 END)`).join(', '))}
    FROM attendance_marks m INNER JOIN attendance_registers r ON r.id = m.register_id
    WHERE m.status <> 'present'
    GROUP BY r.school_id, m.student_id, r.section_id, r.class_id, r.academic_year_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER attendance_registers_drop_marks ON attendance_registers`.execute(db);
    await sql`DROP FUNCTION drop_register_marks()`.execute(db);
    await sql`DROP TRIGGER attendance_marks_student_count ON attendance_marks`.execute(db);
    await sql`DROP FUNCTION count_attendance_marks()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update_old', 'update_new']) {
      await sql`DROP TRIGGER ${sql.raw(`attendance_student_count_${name}`)}`.execute(db);
    }
    await sql`DROP TRIGGER attendance_registers_drop_marks`.execute(db);
  }
  await db.schema.dropTable('attendance_student_counts').execute();
}
