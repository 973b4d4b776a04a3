import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

/*
 * Two-factor sign-in (docs/decisions.md, "Two-factor sign-in (issue 29)"):
 * - second_factors: per user, the confirmed TOTP secret (base32) and when it was turned on, the
 *   last time step a code was accepted at (a code of that step or earlier is refused: replay), and
 *   the secret of a set-up begun in Profile and not confirmed yet. The secrets are stored as they
 *   are: the platform has no application key to encrypt them with.
 * - recovery_codes: each code's SHA-256 only, used once.
 * - sign_in_tickets: what the password step answers instead of a token when a second step is
 *   needed; the SHA-256 of its secret only, single-use, for minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    db.schema
      .createTable('second_factors')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret', 'text')
      .addColumn('enabled_at', 'text')
      .addColumn('last_step', 'integer')
      .addColumn('pending_secret', 'text')
      .addColumn('pending_at', 'text'),
  ).execute();

  await withId(db, db.schema.createTable('recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();

  await withId(db, db.schema.createTable('sign_in_tickets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ticket_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'varchar(8)', (c) => c.notNull())
    // The e-mail or sign-in name the password step was given: failures count against it.
    .addColumn('login_key', 'text', (c) => c.notNull())
    .addColumn('password_ok', 'boolean', (c) => c.notNull())
    // A wrong password's failure, counted at the password step and not yet at the code step.
    .addColumn('failure_counted', 'boolean', (c) => c.notNull())
    .addColumn('pending_secret', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_tickets_user_idx').on('sign_in_tickets').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_tickets').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('second_factors').execute();
}
