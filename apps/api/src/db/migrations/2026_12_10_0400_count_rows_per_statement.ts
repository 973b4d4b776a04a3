import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { createCountTriggers, dropCountTriggers, type CountedTable } from './row-counters';

/*
 * Maintained counts stay a few rows each after bulk writes (docs/decisions.md, "Lists"). The
 * triggers of 2026_11_24_0210 and after added a row per row written, so a load of a million users
 * left millions of rows to sum and, once folded, as many dead index entries for every count to
 * step over until a vacuum. Now a statement adds one row per counter it changes on PostgreSQL,
 * and each counter is one row updated in place on SQLite (migrations/row-counters.ts). The rows
 * piled up so far are folded into one per counter, in a fresh table.
 */
export const COUNTED: readonly CountedTable[] = [
  { table: 'users', key: 'status' },
  { table: 'schools', key: null },
  { table: 'contact_messages', key: null },
  { table: 'role_user', key: 'role_id' },
  { table: 'students', key: 'school_id', live: true },
  { table: 'teachers', key: 'school_id', live: true },
  { table: 'parents', key: 'school_id' },
  { table: 'academic_years', key: 'school_id' },
  { table: 'classes', key: 'school_id' },
  { table: 'sections', key: 'school_id' },
  { table: 'subjects', key: 'school_id' },
  { table: 'notices', key: 'school_id' },
];

/** Replaces row_counts by one row per counter holding its sum (a counter at 0 needs none). */
async function foldAll(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TEMPORARY TABLE row_counts_folded AS
    SELECT name, sum(delta) AS delta FROM row_counts GROUP BY name HAVING sum(delta) <> 0`.execute(db);
  // TRUNCATE leaves PostgreSQL a new file: none of the old rows' dead entries stay behind.
  if (isPostgres(db)) await sql`TRUNCATE row_counts`.execute(db);
  else await sql`DELETE FROM row_counts`.execute(db);
  await sql`INSERT INTO row_counts (name, delta) SELECT name, delta FROM row_counts_folded`.execute(db);
  await sql`DROP TABLE row_counts_folded`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const counted of COUNTED) {
    if (pg) {
      await sql`DROP TRIGGER ${sql.raw(`${counted.table}_row_count`)} ON ${sql.raw(counted.table)}`.execute(
        db,
      );
    } else {
      for (const event of counted.key ? ['insert', 'delete', 'update'] : ['insert', 'delete']) {
        await sql`DROP TRIGGER ${sql.raw(`${counted.table}_count_${event}`)}`.execute(db);
      }
    }
  }
  await foldAll(db);
  if (!pg) {
    // The upserts of SQLite's triggers find a counter's one row by its name.
    await db.schema.dropIndex('row_counts_name_idx').execute();
    await db.schema.createIndex('row_counts_name_key').unique().on('row_counts').column('name').execute();
  }
  for (const counted of COUNTED) await createCountTriggers(db, counted);
}

/**
 * The per-row triggers as 2026_11_29_0310 left them: PostgreSQL's through count_rows() and
 * count_live_rows(), which up() leaves in place for this.
 */
async function createPerRowTriggers(db: Kysely<unknown>, { table, key, live }: CountedTable): Promise<void> {
  const t = sql.raw(table);
  if (isPostgres(db)) {
    const columns = [key, live ? 'archived_at' : null].filter((c) => c !== null).join(', ');
    const events = sql.raw(columns ? `INSERT OR DELETE OR UPDATE OF ${columns}` : 'INSERT OR DELETE');
    const call = live
      ? sql.raw(`count_live_rows('${table}')`)
      : sql.raw(`count_rows('${table}'${key ? `, '${key}'` : ''})`);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_row_count`)} AFTER ${events} ON ${t}
      FOR EACH ROW EXECUTE FUNCTION ${call}`.execute(db);
    return;
  }
  const add = (row: 'new' | 'old', delta: 1 | -1) =>
    sql`INSERT INTO row_counts (name, delta) SELECT ${sql.raw(key ? `'${table}:' || ${row}.${key}` : `'${table}'`)},
      ${sql.raw(String(delta))} WHERE ${sql.raw(live ? `${row}.archived_at IS NULL` : 'true')};`;
  await sql`CREATE TRIGGER ${sql.raw(`${table}_count_insert`)} AFTER INSERT ON ${t} BEGIN ${add('new', 1)} END`.execute(
    db,
  );
  await sql`CREATE TRIGGER ${sql.raw(`${table}_count_delete`)} AFTER DELETE ON ${t} BEGIN ${add('old', -1)} END`.execute(
    db,
  );
  if (key) {
    const columns = sql.raw(live ? `${key}, archived_at` : key);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_count_update`)} AFTER UPDATE OF ${columns} ON ${t}
      BEGIN ${add('old', -1)} ${add('new', 1)} END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const counted of COUNTED) await dropCountTriggers(db, counted);
  if (!isPostgres(db)) {
    await db.schema.dropIndex('row_counts_name_key').execute();
    await db.schema.createIndex('row_counts_name_idx').on('row_counts').columns(['name', 'delta']).execute();
  }
  for (const counted of COUNTED) await createPerRowTriggers(db, counted);
}
