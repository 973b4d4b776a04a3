import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

/*
 * The triggers behind maintained row counts (docs/decisions.md, "Lists"): each insert or delete
 * of `table` adds a row of +1 or -1 to row_counts in the same transaction, named after the table
 * or, keyed, after the table and the row's `key` ("students:12"). PostgreSQL runs the function
 * count_rows() that migration 2026_11_24_0210 creates; SQLite gets the statements inline.
 */

/** Counts `table` from now on, and counts the rows it already holds once. */
export async function createRowCounter(
  db: Kysely<unknown>,
  table: string,
  key: string | null,
): Promise<void> {
  const t = sql.raw(table);
  if (isPostgres(db)) {
    const events = key ? sql.raw(`INSERT OR DELETE OR UPDATE OF ${key}`) : sql.raw('INSERT OR DELETE');
    const args = key ? sql.raw(`'${table}', '${key}'`) : sql.raw(`'${table}'`);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_row_count`)} AFTER ${events} ON ${t}
      FOR EACH ROW EXECUTE FUNCTION count_rows(${args})`.execute(db);
  } else {
    const name = (row: 'new' | 'old') =>
      key ? sql.raw(`'${table}:' || ${row}.${key}`) : sql.raw(`'${table}'`);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_count_insert`)} AFTER INSERT ON ${t} BEGIN
      INSERT INTO row_counts (name, delta) VALUES (${name('new')}, 1); END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_count_delete`)} AFTER DELETE ON ${t} BEGIN
      INSERT INTO row_counts (name, delta) VALUES (${name('old')}, -1); END`.execute(db);
    if (key) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_count_update`)} AFTER UPDATE OF ${sql.raw(key)} ON ${t} BEGIN
        INSERT INTO row_counts (name, delta) VALUES (${name('old')}, -1);
        INSERT INTO row_counts (name, delta) VALUES (${name('new')}, 1); END`.execute(db);
    }
  }
  const counter = key ? sql.raw(`'${table}:' || ${key}`) : sql.raw(`'${table}'`);
  await sql`INSERT INTO row_counts (name, delta)
    SELECT ${counter}, count(*) FROM ${t} ${key ? sql.raw(`GROUP BY ${key}`) : sql.raw('')}`.execute(db);
}

/** Stops counting `table` and forgets its counts. */
export async function dropRowCounter(db: Kysely<unknown>, table: string, key: string | null): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_row_count`)} ON ${sql.raw(table)}`.execute(db);
  } else {
    for (const event of key ? ['insert', 'delete', 'update'] : ['insert', 'delete']) {
      await sql`DROP TRIGGER ${sql.raw(`${table}_count_${event}`)}`.execute(db);
    }
  }
  const prefix = key ? `${table}:%` : table;
  await sql`DELETE FROM row_counts WHERE name LIKE ${prefix}`.execute(db);
}
