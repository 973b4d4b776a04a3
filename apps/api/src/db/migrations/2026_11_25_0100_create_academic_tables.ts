import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { withId, withTimestamps } from './helpers';
import { createPerRowCounter, dropPerRowCounter } from './row-counters';

/*
 * A school's academic structure: years, classes, their sections and subjects; the enrolment of a
 * student in a year's class (and section); and which teachers teach which classes and subjects.
 * Every row carries school_id, the tenant filter of every query (server-rules.md, "Roles and
 * tenancy"). Deleting a school takes its structure with it (it cannot have students then);
 * enrolments restrict the deletion of the year, class and section they name, which keeps history.
 */

/** A name unique within its parent, ignoring case, and sorted through the same index. */
async function uniqueName(
  db: Kysely<unknown>,
  index: string,
  table: string,
  parent: string,
  column = 'name',
) {
  const collate = isPostgres(db) ? sql.raw(' collate "C"') : sql.raw('');
  await sql`CREATE UNIQUE INDEX ${sql.raw(index)} ON ${sql.raw(table)}
    (${sql.raw(parent)}, lower(${sql.raw(column)})${collate})`.execute(db);
}

/** Lists of one school in creation order. */
async function bySchool(db: Kysely<unknown>, table: string) {
  await db.schema.createIndex(`${table}_school_idx`).on(table).columns(['school_id', 'id']).execute();
}

/** Counted per school (lib/row-counts.ts): each school's lists are counted exactly. */
const PER_SCHOOL = ['academic_years', 'classes', 'sections', 'subjects'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('academic_years'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('is_current', 'boolean', (c) => c.notNull().defaultTo(false)),
  ).execute();
  await uniqueName(db, 'academic_years_school_name_unique', 'academic_years', 'school_id');
  await bySchool(db, 'academic_years');
  // At most one current year per school, whatever two requests do at once.
  await sql`CREATE UNIQUE INDEX academic_years_one_current ON academic_years (school_id) WHERE is_current`.execute(
    db,
  );

  await withTimestamps(
    withId(db, db.schema.createTable('classes'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('grade_level', 'integer'),
  ).execute();
  await uniqueName(db, 'classes_school_name_unique', 'classes', 'school_id');
  await bySchool(db, 'classes');

  await withTimestamps(
    withId(db, db.schema.createTable('sections'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      // An empty class takes its sections with it (server-rules.md, "Data rules").
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('capacity', 'integer'),
  ).execute();
  await uniqueName(db, 'sections_class_name_unique', 'sections', 'class_id');
  await bySchool(db, 'sections');

  await withTimestamps(
    withId(db, db.schema.createTable('subjects'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text')
      .addColumn('description', 'text'),
  ).execute();
  await uniqueName(db, 'subjects_school_name_unique', 'subjects', 'school_id');
  await uniqueName(db, 'subjects_school_code_unique', 'subjects', 'school_id', 'code');
  await bySchool(db, 'subjects');

  await withTimestamps(
    withId(db, db.schema.createTable('enrollments'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
      .addColumn('academic_year_id', 'integer', (c) =>
        c.notNull().references('academic_years.id').onDelete('restrict'),
      )
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict'))
      .addColumn('section_id', 'integer', (c) => c.references('sections.id').onDelete('restrict'))
      .addColumn('roll_no', 'text')
      // One enrolment per student and year: promotion adds the next year's, history stays.
      .addUniqueConstraint('enrollments_student_year_unique', ['student_id', 'academic_year_id']),
  ).execute();
  await db.schema
    .createIndex('enrollments_class_year_idx')
    .on('enrollments')
    .columns(['class_id', 'academic_year_id'])
    .execute();
  await db.schema
    .createIndex('enrollments_section_year_idx')
    .on('enrollments')
    .columns(['section_id', 'academic_year_id'])
    .execute();
  await db.schema
    .createIndex('enrollments_year_idx')
    .on('enrollments')
    .columns(['academic_year_id', 'class_id'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('teacher_classes'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id').onDelete('cascade'))
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('section_id', 'integer', (c) => c.references('sections.id').onDelete('cascade'))
      .addColumn('is_class_teacher', 'boolean', (c) => c.notNull().defaultTo(false)),
  ).execute();
  await db.schema
    .createIndex('teacher_classes_class_idx')
    .on('teacher_classes')
    .columns(['class_id'])
    .execute();
  await db.schema
    .createIndex('teacher_classes_teacher_idx')
    .on('teacher_classes')
    .columns(['teacher_id'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('teacher_subjects'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('restrict'))
      .addColumn('class_id', 'integer', (c) => c.references('classes.id').onDelete('cascade'))
      .addColumn('section_id', 'integer', (c) => c.references('sections.id').onDelete('cascade')),
  ).execute();
  await db.schema
    .createIndex('teacher_subjects_subject_idx')
    .on('teacher_subjects')
    .columns(['subject_id'])
    .execute();
  await db.schema
    .createIndex('teacher_subjects_class_idx')
    .on('teacher_subjects')
    .columns(['class_id'])
    .execute();

  for (const table of PER_SCHOOL) await createPerRowCounter(db, table, 'school_id');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PER_SCHOOL) await dropPerRowCounter(db, table, 'school_id');
  for (const table of [
    'teacher_subjects',
    'teacher_classes',
    'enrollments',
    'subjects',
    'sections',
    'classes',
    'academic_years',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
