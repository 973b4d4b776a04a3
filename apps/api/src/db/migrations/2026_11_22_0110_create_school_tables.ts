import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('schools'))
      .addColumn('name', 'text', (c) => c.notNull())
      // Stored upper case so that uniqueness is case-insensitive in both engines.
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('board', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('address_line1', 'text')
      .addColumn('address_line2', 'text')
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('country', 'text', (c) => c.notNull().defaultTo('India'))
      .addColumn('postal_code', 'text')
      .addColumn('website', 'text')
      .addColumn('establishment_year', 'integer')
      .addColumn('affiliation_number', 'text')
      .addColumn('logo_path', 'text')
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true)),
  ).execute();
  // Lists are newest first by id, filtered by status and board.
  await db.schema
    .createIndex('schools_active_board_id_idx')
    .on('schools')
    .columns(['active', 'board', 'id'])
    .execute();
  await db.schema.createIndex('schools_board_id_idx').on('schools').columns(['board', 'id']).execute();
  await db.schema.createIndex('schools_created_idx').on('schools').column('created_at').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('school_admins'))
      // One admin per school and one school per admin (server-rules.md).
      .addColumn('school_id', 'integer', (c) =>
        c.notNull().unique().references('schools.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('designation', 'text', (c) => c.notNull())
      .addColumn('joining_date', 'text', (c) => c.notNull()),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('school_admins').execute();
  await db.schema.dropTable('schools').execute();
}
