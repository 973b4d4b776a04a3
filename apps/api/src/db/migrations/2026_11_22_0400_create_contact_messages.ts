import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // handled_by has no foreign key: a message stays readable after the superadmin who handled it
  // is deleted, like the audit trail.
  await withTimestamps(
    withId(db, db.schema.createTable('contact_messages'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('school', 'text')
      .addColumn('phone', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('ip_address', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('handled_at', 'text')
      .addColumn('handled_by', 'integer'),
  ).execute();
  // The inquiries page lists newest first, optionally only open or only handled messages.
  await db.schema
    .createIndex('contact_messages_handled_idx')
    .on('contact_messages')
    .columns(['handled_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
