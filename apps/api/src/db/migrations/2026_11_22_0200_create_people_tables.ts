import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

/**
 * Students and teachers belong to one school. The school admin modules fill them; the platform
 * counts them, and a school that has any cannot be deleted (restrict, not cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('students'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('restrict'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().unique().references('users.id').onDelete('restrict'),
      )
      .addColumn('admission_no', 'text', (c) => c.notNull())
      .addColumn('roll_no', 'text')
      .addColumn('dob', 'text')
      .addColumn('gender', 'text', (c) => c.notNull().defaultTo('male'))
      .addColumn('blood_group', 'text')
      .addColumn('admission_date', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addUniqueConstraint('students_school_admission_unique', ['school_id', 'admission_no']),
  ).execute();
  await db.schema
    .createIndex('students_school_status_idx')
    .on('students')
    .columns(['school_id', 'status'])
    .execute();
  await db.schema
    .createIndex('students_school_created_idx')
    .on('students')
    .columns(['school_id', 'created_at'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('teachers'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('restrict'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().unique().references('users.id').onDelete('restrict'),
      )
      .addColumn('employee_code', 'text')
      .addColumn('qualification', 'text')
      .addColumn('specialization', 'text')
      .addColumn('date_of_joining', 'text')
      .addColumn('gender', 'text')
      .addColumn('dob', 'text')
      .addUniqueConstraint('teachers_school_code_unique', ['school_id', 'employee_code']),
  ).execute();
  await db.schema
    .createIndex('teachers_school_created_idx')
    .on('teachers')
    .columns(['school_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('teachers').execute();
  await db.schema.dropTable('students').execute();
}
