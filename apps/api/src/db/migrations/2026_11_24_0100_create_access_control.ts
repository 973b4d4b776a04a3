import { sql, type Kysely } from 'kysely';
import { grantPermissions, insertMissingPermissions } from './permission-seeds';

/**
 * Permissions that mean something: the catalogue of every route's permission, school_admin's
 * default set, case-insensitive unique names, and the version counter API nodes cache against.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ cache_versions: { name: string; version: number } }>)
    .insertInto('cache_versions')
    .values({ name: 'access', version: 1 })
    .execute();

  // Names are unique whatever their case; the services check first for a friendly 422.
  for (const table of ['roles', 'permissions']) {
    await db.schema
      .createIndex(`${table}_name_lower_idx`)
      .on(table)
      .expression(sql`lower(name)`)
      .unique()
      .execute();
  }

  await insertMissingPermissions(db);
  await grantPermissions(db, 'school_admin', 'school');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.deleteFrom('permission_role' as never).execute();
  await db.deleteFrom('permissions' as never).execute();
  for (const table of ['roles', 'permissions'])
    await db.schema.dropIndex(`${table}_name_lower_idx`).execute();
  await db.schema.dropTable('cache_versions').execute();
}
