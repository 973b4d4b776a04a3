import type { Kysely } from 'kysely';
import { PERMISSION_CATALOGUE } from '../../modules/permissions/catalogue';
import { insertMissingPermissions } from './permission-seeds';

interface Tables {
  permissions: { name: string; description: string; updated_at: string };
}

/** The texts these permissions had before each was cut down to one power. */
const FORMER_DESCRIPTIONS = {
  users_update: "Edit users' details and passwords.",
  settings_update: 'Change the platform settings.',
} as const;

/**
 * Each permission does one thing: setting a user's password leaves `users_update`
 * (`users_set_password`), and choosing where platform mail goes leaves `settings_update`
 * (`settings_mail_update`, held by superadmins alone). No role is given the new permissions: a
 * custom role that held `users_update` could reset anyone's password, which is the power taken
 * away, so a superadmin grants it again where it is meant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await insertMissingPermissions(db);
  const tables = db as Kysely<Tables>;
  for (const [name, former] of Object.entries(FORMER_DESCRIPTIONS)) {
    // A description a superadmin has rewritten stays theirs.
    await tables
      .updateTable('permissions')
      .set({
        description: PERMISSION_CATALOGUE[name as keyof typeof FORMER_DESCRIPTIONS].description,
        updated_at: new Date().toISOString(),
      })
      .where('name', '=', name)
      .where('description', '=', former)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = db as Kysely<
    Tables & { permissions: { id: number }; permission_role: { permission_id: number } }
  >;
  for (const [name, former] of Object.entries(FORMER_DESCRIPTIONS)) {
    await tables.updateTable('permissions').set({ description: former }).where('name', '=', name).execute();
  }
  const added = tables
    .selectFrom('permissions')
    .select('id')
    .where('name', 'in', ['users_set_password', 'settings_mail_update']);
  await tables.deleteFrom('permission_role').where('permission_id', 'in', added).execute();
  await tables
    .deleteFrom('permissions')
    .where('name', 'in', ['users_set_password', 'settings_mail_update'])
    .execute();
}
