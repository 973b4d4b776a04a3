import type { Kysely } from 'kysely';

/**
 * `users.language`: the language a user chose for themselves (en, hi, es, fr), the one the API
 * answers them and writes them e-mails in; null follows the platform's default language. The API
 * checks the value (PUT /api/me/language), so the column is plain text in both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'varchar(8)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
