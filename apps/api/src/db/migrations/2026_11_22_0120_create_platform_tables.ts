import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign keys: the trail outlives the users and schools it mentions.
  await withId(db, db.schema.createTable('audit_logs'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('school_id', 'integer')
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('properties', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_logs_created_idx').on('audit_logs').column('created_at').execute();
  await db.schema
    .createIndex('audit_logs_event_idx')
    .on('audit_logs')
    .columns(['event', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_logs_user_idx')
    .on('audit_logs')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_logs_school_idx')
    .on('audit_logs')
    .columns(['school_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('platform_settings')
    .addColumn('group', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('platform_settings').execute();
  await db.schema.dropTable('audit_logs').execute();
}
