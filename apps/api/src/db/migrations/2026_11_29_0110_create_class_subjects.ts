import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

/*
 * The subjects a class offers, whether or not a teacher is assigned to them yet: the class
 * analytics count these. A teacher assigned to a subject in a class (teacher_subjects) implies the
 * link, so the links the existing assignments imply are written here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('class_subjects'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade')),
  ).execute();
  await db.schema
    .createIndex('class_subjects_class_subject_unique')
    .on('class_subjects')
    .columns(['class_id', 'subject_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('class_subjects_subject_idx')
    .on('class_subjects')
    .columns(['subject_id'])
    .execute();
  await sql`INSERT INTO class_subjects (school_id, class_id, subject_id, created_at, updated_at)
    SELECT school_id, class_id, subject_id, min(created_at), min(created_at)
    FROM teacher_subjects WHERE class_id IS NOT NULL
    GROUP BY school_id, class_id, subject_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('class_subjects').execute();
}
