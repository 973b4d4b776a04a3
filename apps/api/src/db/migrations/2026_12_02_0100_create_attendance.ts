import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';
import { grantPermissions, insertMissingPermissions } from './permission-seeds';

interface Tables {
  permissions: { id: number; name: string };
  permission_role: { permission_id: number };
}

const ADDED = [
  'attendance_view',
  'attendance_update',
  'attendance_export',
  'teaching_view',
  'attendance_take',
];

/*
 * Attendance (docs/decisions.md, "Attendance"): one register per section and school day, holding
 * the day's counts, and a mark only for a student who was not simply present. A year of a school
 * of 10,000 students is about 50,000 registers and the marks of its absences, not two million
 * rows; the dashboards add up registers and never read marks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('attendance_registers'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id').onDelete('cascade'))
      // The class at the time: a report per class reads its registers without joining sections.
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('academic_year_id', 'integer', (c) =>
        c.notNull().references('academic_years.id').onDelete('cascade'),
      )
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('enrolled', 'integer', (c) => c.notNull())
      .addColumn('present', 'integer', (c) => c.notNull())
      .addColumn('absent', 'integer', (c) => c.notNull())
      .addColumn('late', 'integer', (c) => c.notNull())
      .addColumn('excused', 'integer', (c) => c.notNull())
      .addColumn('taken_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema
    .createIndex('attendance_registers_section_date_unique')
    .on('attendance_registers')
    .columns(['section_id', 'date'])
    .unique()
    .execute();
  await db.schema
    .createIndex('attendance_registers_school_date_idx')
    .on('attendance_registers')
    .columns(['school_id', 'date'])
    .execute();
  await db.schema
    .createIndex('attendance_registers_class_date_idx')
    .on('attendance_registers')
    .columns(['class_id', 'date'])
    .execute();

  await withId(db, db.schema.createTable('attendance_marks'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('register_id', 'integer', (c) =>
      c.notNull().references('attendance_registers.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    // The register's date again: a student's year reads their marks by this index alone.
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)')
    .execute();
  await db.schema
    .createIndex('attendance_marks_register_student_unique')
    .on('attendance_marks')
    .columns(['register_id', 'student_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('attendance_marks_student_date_idx')
    .on('attendance_marks')
    .columns(['student_id', 'date'])
    .execute();

  await insertMissingPermissions(db);
  await grantPermissions(db, 'school_admin', 'school');
  await grantPermissions(db, 'teacher', 'teacher');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attendance_marks').execute();
  await db.schema.dropTable('attendance_registers').execute();
  const tables = db as Kysely<Tables>;
  const added = tables.selectFrom('permissions').select('id').where('name', 'in', ADDED);
  await tables.deleteFrom('permission_role').where('permission_id', 'in', added).execute();
  await tables.deleteFrom('permissions').where('name', 'in', ADDED).execute();
}
