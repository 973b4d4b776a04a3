import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

/** The core roles as seeded (their English texts are the contract's `builtins` catalogue's too). */
export const CORE_ROLES = [
  ['superadmin', 'Super Administrator', 'Runs the platform: schools, users, roles and settings.'],
  ['school_admin', 'School Administrator', 'Runs one school: years, classes, people and profile.'],
  ['teacher', 'Teacher', 'Teaches classes and subjects in one school.'],
  ['student', 'Student', 'A pupil enrolled in one school.'],
  ['parent', 'Parent', 'A parent or guardian linked to students.'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('users'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone', 'text')
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('profile_picture', 'text')
      .addColumn('last_login_at', 'text')
      .addColumn('email_verified_at', 'text'),
  ).execute();
  // Lists are newest first by id; a status filter counts and pages through this index alone.
  await db.schema.createIndex('users_status_id_idx').on('users').columns(['status', 'id']).execute();
  await db.schema.createIndex('users_created_idx').on('users').column('created_at').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('roles'))
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('display_name', 'text')
      .addColumn('description', 'text'),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('permissions'))
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('display_name', 'text')
      .addColumn('description', 'text'),
  ).execute();

  await db.schema
    .createTable('role_user')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_user_pk', ['role_id', 'user_id'])
    .execute();
  await db.schema.createIndex('role_user_user_idx').on('role_user').column('user_id').execute();

  await db.schema
    .createTable('permission_role')
    .addColumn('permission_id', 'integer', (c) =>
      c.notNull().references('permissions.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('permission_role_pk', ['permission_id', 'role_id'])
    .execute();
  await db.schema.createIndex('permission_role_role_idx').on('permission_role').column('role_id').execute();

  await withId(db, db.schema.createTable('access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_user_idx').on('access_tokens').column('user_id').execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_email_idx')
    .on('login_attempts')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_created_idx')
    .on('login_attempts')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('login_attempts_ip_idx')
    .on('login_attempts')
    .columns(['ip_address', 'created_at'])
    .execute();

  // Core roles exist in every database, tests included; the API never deletes them.
  const now = new Date().toISOString();
  await (db as Kysely<{ roles: Record<string, string> }>)
    .insertInto('roles')
    .values(
      CORE_ROLES.map(([name, display_name, description]) => ({
        name,
        display_name,
        description,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'login_attempts',
    'password_resets',
    'access_tokens',
    'permission_role',
    'role_user',
    'permissions',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
