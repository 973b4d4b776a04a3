import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';
import { createPerRowCounter, dropPerRowCounter } from './row-counters';

/*
 * Parents of a school and their links to its students. A parent is a user (role parent) of one
 * school; a link names one parent and one student of that school, once (linking twice is 409).
 * Deleting a student or a parent takes their links with them; the audit entry keeps the record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('parents'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('relationship_type', 'text', (c) => c.notNull())
      .addColumn('occupation', 'text')
      .addColumn('address_same_as_student', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('alt_phone', 'text'),
  ).execute();
  await db.schema.createIndex('parents_school_idx').on('parents').columns(['school_id', 'id']).execute();
  await db.schema
    .createIndex('parents_school_relationship_idx')
    .on('parents')
    .columns(['school_id', 'relationship_type', 'id'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('parent_student'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (c) => c.notNull().references('parents.id').onDelete('cascade'))
      .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
      .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(true))
      .addUniqueConstraint('parent_student_pair_unique', ['parent_id', 'student_id']),
  ).execute();
  await db.schema
    .createIndex('parent_student_student_idx')
    .on('parent_student')
    .columns(['student_id'])
    .execute();

  await createPerRowCounter(db, 'parents', 'school_id');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropPerRowCounter(db, 'parents', 'school_id');
  await db.schema.dropTable('parent_student').execute();
  await db.schema.dropTable('parents').execute();
}
