import type { Kysely } from 'kysely';

/*
 * Notices get an audience (everyone, parents, teachers, students) and may be addressed to one
 * class or one section of it (docs/decisions.md, "Portals"); every existing notice stays for
 * everyone. A class or section a notice is addressed to cannot be deleted under it (409), so a
 * notice never widens to the whole school by itself. notice_reads holds who has opened which
 * notice: the portals mark the others unread.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notices')
    .addColumn('audience', 'varchar(16)', (c) => c.notNull().defaultTo('everyone'))
    .execute();
  await db.schema
    .alterTable('notices')
    .addColumn('class_id', 'integer', (c) => c.references('classes.id'))
    .execute();
  await db.schema
    .alterTable('notices')
    .addColumn('section_id', 'integer', (c) => c.references('sections.id'))
    .execute();
  // A class's or section's notices are found when it is deleted (the 409).
  await db.schema.createIndex('notices_class_idx').on('notices').column('class_id').execute();
  await db.schema.createIndex('notices_section_idx').on('notices').column('section_id').execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['user_id', 'notice_id'])
    .execute();
  // Deleting a notice finds its reads by the foreign key.
  await db.schema.createIndex('notice_reads_notice_idx').on('notice_reads').column('notice_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice_reads').execute();
  await db.schema.dropIndex('notices_section_idx').execute();
  await db.schema.dropIndex('notices_class_idx').execute();
  await db.schema.alterTable('notices').dropColumn('section_id').execute();
  await db.schema.alterTable('notices').dropColumn('class_id').execute();
  await db.schema.alterTable('notices').dropColumn('audience').execute();
}
