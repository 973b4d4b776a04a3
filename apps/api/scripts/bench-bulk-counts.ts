/**
 * The users list's count right after an operator's bulk load on PostgreSQL (issue 30): a million
 * users (`BENCH_BULK_USERS`) and their role inserted in one statement each, then the list's count
 * read at once and again, before any VACUUM (autovacuum is off for row_counts while measuring).
 * Runs twice on new databases of the BENCH_PG_URL server: with the per-row triggers (the schema
 * before migration 2026_12_10_0400) and with the per-statement ones, then migrates the first to
 * show what the migration's fold costs. Run:
 * `BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx apps/api/scripts/bench-bulk-counts.ts`
 */
import { Migrator, sql } from 'kysely';
import { connect, type DB } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { allUsersCounters, maintainedCount } from '../src/lib/row-counts';
import { newDatabase } from './bench-database';

const USERS = Number(process.env.BENCH_BULK_USERS ?? 1_000_000);
const READS = 20;
const BEFORE = '2026_12_05_0710_add_two_factor_reset_permissions';

/** A loading connection: statements may take minutes. */
const open = (url: string) =>
  connect({
    kind: 'postgres',
    url,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 3_600_000,
    connectionLifetimeSeconds: 0,
  });

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
}

async function rowCounts(db: DB): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM row_counts`.execute(db);
  return Number(rows[0]!.n);
}

/** Loads the users, then reads the list's count: the first read, and the median of the next. */
async function scenario(db: DB, label: string): Promise<void> {
  await sql`ALTER TABLE row_counts SET (autovacuum_enabled = false)`.execute(db);
  const [, load] = await timed(async () => {
    await sql`INSERT INTO users (name, email, status, created_at, updated_at)
      SELECT 'Bulk ' || i, 'bulk' || i || '@load.test', 'active', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
      FROM generate_series(1, ${USERS}) AS i`.execute(db);
    await sql`INSERT INTO role_user (user_id, role_id, created_at)
      SELECT users.id, roles.id, users.created_at FROM users JOIN roles ON roles.name = 'student'
      WHERE users.email LIKE 'bulk%@load.test'`.execute(db);
  });
  const rowsAfterLoad = await rowCounts(db);
  const [total, first] = await timed(() => maintainedCount(db, allUsersCounters));
  const next: number[] = [];
  for (let i = 0; i < READS; i++) next.push((await timed(() => maintainedCount(db, allUsersCounters)))[1]);
  next.sort((a, b) => a - b);
  console.log(
    `${label}: load ${(load / 1000).toFixed(1)} s, row_counts ${rowsAfterLoad} rows after it, ` +
      `${await rowCounts(db)} after the first read; count ${total}: first read ${first.toFixed(1)} ms, ` +
      `then median ${next[READS / 2]!.toFixed(2)} ms, worst ${next[READS - 1]!.toFixed(2)} ms`,
  );
  await sql`ALTER TABLE row_counts RESET (autovacuum_enabled)`.execute(db);
}

async function main(): Promise<void> {
  if (!process.env.BENCH_PG_URL) throw new Error('BENCH_PG_URL is required: this measures PostgreSQL');
  const before = await newDatabase('');
  const perRow = open(before.url);
  try {
    const migrator = new Migrator({ db: perRow, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(BEFORE);
    if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
    await scenario(perRow, 'per-row triggers');
    const [, migrating] = await timed(() => migrateToLatest(perRow));
    console.log(
      `  migrating that database folded row_counts to ${await rowCounts(perRow)} rows in ${(migrating / 1000).toFixed(1)} s`,
    );
  } finally {
    await perRow.destroy();
    await before.drop();
  }
  const after = await newDatabase('');
  const perStatement = open(after.url);
  try {
    await migrateToLatest(perStatement);
    await scenario(perStatement, 'per-statement triggers');
  } finally {
    await perStatement.destroy();
    await after.drop();
  }
}

await main();
