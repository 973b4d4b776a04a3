import type { Kysely } from 'kysely';
import { withId } from './helpers';

/*
 * Every CSV export, as the rows it sent (docs/decisions.md, "Export limits"): the ledger of the
 * hourly limit per account and of the daily notice to the superadmins. One row per export, read
 * through (user_id, created_at), so every API node counts the same rows. `noticed` marks the
 * export that took its account past the day's threshold and had the superadmins told, so they are
 * told once a day, not once an export.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('data_exports'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('noticed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('data_exports_user_created_idx')
    .on('data_exports')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
}
