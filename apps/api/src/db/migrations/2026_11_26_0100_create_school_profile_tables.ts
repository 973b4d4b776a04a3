import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

/*
 * What a school administrator keeps beyond people and classes: gallery images (files under the
 * storage folder, numeric ids), the notices they post on the dashboard, and the school's settings
 * (one JSON document per settings section). All belong to one school and go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('school_gallery_images'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    // The name the file had on the uploader's machine, shown as the image's caption.
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('school_gallery_images_school_idx')
    .on('school_gallery_images')
    .columns(['school_id', 'id'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('notices'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('publish_date', 'text', (c) => c.notNull())
      // Who posted it; the notice stays when that account goes.
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  // Newest first on the dashboard; the platform statistics count them by publish date.
  await db.schema
    .createIndex('notices_school_publish_idx')
    .on('notices')
    .columns(['school_id', 'publish_date', 'id'])
    .execute();
  await db.schema.createIndex('notices_publish_idx').on('notices').column('publish_date').execute();

  await db.schema
    .createTable('school_settings')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('school_settings_pk', ['school_id', 'section'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('school_settings').execute();
  await db.schema.dropTable('notices').execute();
  await db.schema.dropTable('school_gallery_images').execute();
}
