import { sql } from 'kysely';
import type { Config, DatabaseConfig } from '../config';
import { isPostgres, type DB } from './connect';
import { migrateToLatest } from './migrate';
import { seedIfEmpty, type SeedResult } from './seed/demo';

/** Any number, the same on every node: names the lock that start-up migrations and seeding take. */
const START_LOCK = 7_270_002;

/**
 * Migrations, then the first-run seed. Several nodes may start at once (a rolling deploy, an
 * autoscaler): on PostgreSQL they take turns under a session lock on one connection, so only the
 * first creates tables and accounts and the others find them there.
 */
export async function prepareDatabase(
  db: DB,
  config: Config,
): Promise<{ migrations: string[]; seeded: SeedResult | null }> {
  if (!isPostgres(db)) {
    const migrations = await migrateToLatest(db);
    return { migrations, seeded: await seedIfEmpty(db, config) };
  }
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${START_LOCK})`.execute(conn);
    try {
      const migrations = await migrateToLatest(conn);
      return { migrations, seeded: await seedIfEmpty(conn, config) };
    } finally {
      await sql`SELECT pg_advisory_unlock(${START_LOCK})`.execute(conn);
    }
  });
}

/** Where the database is, for an operator, without its password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'sqlite') return `SQLite database ${database.file}`;
  const url = new URL(database.url);
  if (url.password) url.password = '***';
  return `database ${url.toString()}`;
}

/** One line that says why the database could not be used, in an operator's words. */
export function databaseProblem(error: unknown, database: DatabaseConfig): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  const timeout = database.kind === 'postgres' ? database.connectTimeoutMs : 0;
  let reason: string;
  if (code === 'ECONNREFUSED') reason = 'refused the connection (is the server running and listening there?)';
  else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') reason = 'has a host name that cannot be found';
  else if (/timeout/i.test(text)) reason = `did not answer within ${timeout} ms (DB_CONNECT_TIMEOUT_MS)`;
  else if (code === '28P01' || code === '28000') reason = 'refused the user name or password';
  else if (code === '3D000') reason = 'does not exist (create it first)';
  else reason = `failed: ${text.split('\n')[0]}`;
  return `Cannot start: the ${describeDatabase(database)} ${reason}.`;
}
