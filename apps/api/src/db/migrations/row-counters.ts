import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../connect';

/*
 * The triggers behind maintained row counts (docs/decisions.md, "Lists", lib/row-counts.ts). A
 * counter is named after its table or, keyed, after the table and a row's `key` ("students:12");
 * a `live` counter leaves out archived rows (archived_at set).
 *
 * PostgreSQL: statement-level triggers with transition tables add one row per counter a
 * statement changes, whatever the number of rows it writes (an import or an operator's load of a
 * million rows adds a handful), and concurrent writers never wait on one counter row. Transition
 * tables allow one event per trigger and no column list on UPDATE, so each table has three
 * triggers and the update one nets out every update's rows by counter, adding only what moved.
 * SQLite: writers take turns on the whole database anyway, so each counter is a single row that
 * a row-level trigger updates in place (an upsert on the unique name); nothing ever piles up.
 */

/** A counted table: its rows, per value of `key` when given, only the unarchived when `live`. */
export interface CountedTable {
  table: string;
  key: string | null;
  live?: boolean;
}

/** The counter a row of `alias` ("new_rows", "new", ...) belongs to, as SQL. */
function counterOf({ table, key }: CountedTable, alias?: string): RawBuilder<string> {
  const column = alias ? `${alias}.${key}` : key;
  return sql.raw(key ? `'${table}:' || ${column}` : `'${table}'`);
}

/** Whether a row of `alias` is counted at all, as SQL. */
function countedRow({ live }: CountedTable, alias?: string): RawBuilder<boolean> {
  if (!live) return sql.raw('true');
  return sql.raw(alias ? `${alias}.archived_at IS NULL` : 'archived_at IS NULL');
}

/** The writes a trigger can follow. */
export const EVENTS = ['insert', 'delete', 'update'] as const;

/** Its events: a row moves between counters only through its key or its archiving. */
const eventsOf = (counted: CountedTable) =>
  counted.key || counted.live ? EVENTS : EVENTS.filter((event) => event !== 'update');

const triggerName = (table: string, event: (typeof EVENTS)[number]) => sql.raw(`${table}_count_${event}`);

/**
 * A PostgreSQL trigger `name` running `fn()` once per statement of `event` on `table`, with the
 * rows the statement wrote as transition tables: new_rows (insert, update), old_rows (delete,
 * update).
 */
export async function createStatementTrigger(
  db: Kysely<unknown>,
  { name, table, event, fn }: { name: string; table: string; event: (typeof EVENTS)[number]; fn: string },
): Promise<void> {
  const transitions = {
    insert: 'NEW TABLE AS new_rows',
    delete: 'OLD TABLE AS old_rows',
    update: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
  };
  await sql`CREATE TRIGGER ${sql.raw(name)} AFTER ${sql.raw(event.toUpperCase())} ON ${sql.raw(table)}
    REFERENCING ${sql.raw(transitions[event])}
    FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(fn)}()`.execute(db);
}

async function createPostgresTriggers(db: Kysely<unknown>, counted: CountedTable): Promise<void> {
  const { table } = counted;
  const name = (rows: string) => counterOf(counted, rows);
  const where = (rows: string) => countedRow(counted, rows);
  await sql`CREATE FUNCTION ${sql.raw(`${table}_count_rows`)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO row_counts (name, delta)
        SELECT ${name('new_rows')}, count(*) FROM new_rows WHERE ${where('new_rows')} GROUP BY 1;
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO row_counts (name, delta)
        SELECT ${name('old_rows')}, -count(*) FROM old_rows WHERE ${where('old_rows')} GROUP BY 1;
      ELSE
        INSERT INTO row_counts (name, delta)
        SELECT moved.name, sum(moved.delta) FROM (
          SELECT ${name('old_rows')} AS name, -1 AS delta FROM old_rows WHERE ${where('old_rows')}
          UNION ALL
          SELECT ${name('new_rows')}, 1 FROM new_rows WHERE ${where('new_rows')}
        ) AS moved GROUP BY moved.name HAVING sum(moved.delta) <> 0;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const event of eventsOf(counted)) {
    await createStatementTrigger(db, {
      name: `${table}_count_${event}`,
      table,
      event,
      fn: `${table}_count_rows`,
    });
  }
}

async function createSqliteTriggers(db: Kysely<unknown>, counted: CountedTable): Promise<void> {
  const { table, key, live } = counted;
  const t = sql.raw(table);
  // `WHERE` before ON CONFLICT: without it SQLite would read ON as a join's.
  const add = (row: 'new' | 'old', delta: 1 | -1) => sql`INSERT INTO row_counts (name, delta)
    SELECT ${counterOf(counted, row)}, ${sql.raw(String(delta))} WHERE ${countedRow(counted, row)}
    ON CONFLICT (name) DO UPDATE SET delta = delta + excluded.delta;`;
  await sql`CREATE TRIGGER ${triggerName(table, 'insert')} AFTER INSERT ON ${t} BEGIN ${add('new', 1)} END`.execute(
    db,
  );
  await sql`CREATE TRIGGER ${triggerName(table, 'delete')} AFTER DELETE ON ${t} BEGIN ${add('old', -1)} END`.execute(
    db,
  );
  if (!key && !live) return;
  const columns = [key, live ? 'archived_at' : null].filter((c): c is string => c !== null);
  const moved = [
    key ? `old.${key} IS NOT new.${key}` : null,
    live ? '(old.archived_at IS NULL) IS NOT (new.archived_at IS NULL)' : null,
  ].filter((c): c is string => c !== null);
  await sql`CREATE TRIGGER ${triggerName(table, 'update')} AFTER UPDATE OF ${sql.raw(columns.join(', '))} ON ${t}
    WHEN ${sql.raw(moved.join(' OR '))} BEGIN ${add('old', -1)} ${add('new', 1)} END`.execute(db);
}

/** Counts the rows `counted` holds now into its counters (which hold nothing yet). */
async function countExisting(db: Kysely<unknown>, counted: CountedTable): Promise<void> {
  await sql`INSERT INTO row_counts (name, delta)
    SELECT ${counterOf(counted)}, count(*) FROM ${sql.raw(counted.table)}
    WHERE ${countedRow(counted)} GROUP BY 1`.execute(db);
}

/** Forgets every count of `counted`. */
async function forgetCounts(db: Kysely<unknown>, { table, key }: CountedTable): Promise<void> {
  if (key) await sql`DELETE FROM row_counts WHERE name LIKE ${`${table}:%`}`.execute(db);
  else await sql`DELETE FROM row_counts WHERE name = ${table}`.execute(db);
}

/** Counts every later write of `counted` (whose counters already hold its rows). */
export async function createCountTriggers(db: Kysely<unknown>, counted: CountedTable): Promise<void> {
  if (isPostgres(db)) await createPostgresTriggers(db, counted);
  else await createSqliteTriggers(db, counted);
}

/** Stops counting the writes of `counted`; its counters stay as they are. */
export async function dropCountTriggers(db: Kysely<unknown>, counted: CountedTable): Promise<void> {
  const { table } = counted;
  for (const event of eventsOf(counted)) {
    if (isPostgres(db)) await sql`DROP TRIGGER ${triggerName(table, event)} ON ${sql.raw(table)}`.execute(db);
    else await sql`DROP TRIGGER ${triggerName(table, event)}`.execute(db);
  }
  if (isPostgres(db)) await sql`DROP FUNCTION ${sql.raw(`${table}_count_rows`)}()`.execute(db);
}

/** Counts `counted` from now on, and counts the rows it already holds once. */
export async function createRowCounter(db: Kysely<unknown>, counted: CountedTable): Promise<void> {
  await createCountTriggers(db, counted);
  await countExisting(db, counted);
}

/** Stops counting `counted` and forgets its counts. */
export async function dropRowCounter(db: Kysely<unknown>, counted: CountedTable): Promise<void> {
  await dropCountTriggers(db, counted);
  await forgetCounts(db, counted);
}

/**
 * Counts `counted` again from its rows: after a load that ran without triggers (the bench's
 * platform fill), or to repair. Run it while nothing else writes the table.
 */
export async function recountRows(db: Kysely<unknown>, counted: CountedTable): Promise<void> {
  await forgetCounts(db, counted);
  await countExisting(db, counted);
}

/*
 * The first triggers (migrations 2026_11_24_0210 to 2026_11_26_0120): a row of +1 or -1 per row
 * written. Migration 2026_12_10_0400 replaced them; the migrations before it still build them.
 */

/** Counts `table` a row at a time from now on, and counts the rows it already holds once. */
export async function createPerRowCounter(
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

/** Stops counting `table` a row at a time and forgets its counts. */
export async function dropPerRowCounter(
  db: Kysely<unknown>,
  table: string,
  key: string | null,
): Promise<void> {
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
