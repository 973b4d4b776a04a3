import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

/*
 * A young student is enrolled without an e-mail or a password: their account exists (it carries
 * their name and roles) but cannot sign in until the school invites it (docs/decisions.md,
 * "People"). users.email and users.password_hash become nullable; a unique index allows any
 * number of nulls in both engines.
 *
 * PostgreSQL drops the constraints in place. SQLite cannot, so the table is rebuilt the way its
 * manual prescribes (https://sqlite.org/lang_altertable.html#otheralter): foreign keys off outside
 * a transaction (Kysely runs SQLite migrations without one), the new table filled with the same
 * rows and ids, the old one dropped and the new one renamed, then every index and trigger the old
 * table had (row counters, search index, sort indexes) created again from its own stored SQL, and
 * the foreign keys checked before the commit.
 */
const NULLABLE = ['email', 'password_hash'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of NULLABLE) {
      await db.schema
        .alterTable('users')
        .alterColumn(column, (c) => c.dropNotNull())
        .execute();
    }
    return;
  }
  await rebuildUsers(db, (definition, column) =>
    definition.replace(`"${column}" text not null`, `"${column}" text`),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of NULLABLE) {
      await db.schema
        .alterTable('users')
        .alterColumn(column, (c) => c.setNotNull())
        .execute();
    }
    return;
  }
  await rebuildUsers(db, (definition, column) =>
    definition.replace(new RegExp(`"${column}" text(?! not null)`), `"${column}" text not null`),
  );
}

async function rebuildUsers(
  db: Kysely<unknown>,
  change: (definition: string, column: (typeof NULLABLE)[number]) => string,
): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string }>`SELECT type, sql FROM sqlite_master
    WHERE tbl_name = 'users' AND sql IS NOT NULL ORDER BY type = 'table' DESC`.execute(db);
  const [table, ...dependents] = rows;
  if (!table || table.type !== 'table') throw new Error('users table not found');
  let definition = table.sql;
  for (const column of NULLABLE) {
    const changed = change(definition, column);
    if (changed === definition) throw new Error(`users.${column}: definition not as expected`);
    definition = changed;
  }
  definition = definition.replace(/^create table "users"/i, 'create table "users_rebuilt"');

  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await sql`BEGIN`.execute(db);
    try {
      await sql.raw(definition).execute(db);
      await sql`INSERT INTO users_rebuilt SELECT * FROM users`.execute(db);
      await sql`DROP TABLE users`.execute(db);
      await sql`ALTER TABLE users_rebuilt RENAME TO users`.execute(db);
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
      const broken = await sql`PRAGMA foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('users rebuild broke a foreign key');
      await sql`COMMIT`.execute(db);
    } catch (error) {
      await sql`ROLLBACK`.execute(db);
      throw error;
    }
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
