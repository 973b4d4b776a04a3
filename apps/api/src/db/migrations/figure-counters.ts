import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { offsetMinutes } from '../../lib/calendar';

/*
 * The triggers behind maintained figures (docs/decisions.md, "How a new figure keeps its
 * counts"): each write of a counted table adds to figure_counts in the same transaction, keyed by
 * the figure, a platform timezone, a day of that zone and an item (an event, a board...), so a
 * figure over a window of days reads that window's rows and nothing else.
 */

/**
 * The platform timezones (PLATFORM_TIMEZONES of the contract when this was written). Every one of
 * them is kept, so choosing another in the settings needs no recount; a zone added to the contract
 * needs a migration that counts it (test/superadmin/figure-counts.test.ts fails until then).
 */
export const COUNTED_ZONES = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Asia/Tokyo'] as const;

/** One row's part of a figure: SQL texts of the figure, zone, day and item, and when it counts. */
export interface FigurePart {
  figure: string;
  zone: string;
  day: string;
  item: string;
  /** SQL condition on the row; the row counts only when it holds. */
  when?: string;
}

/**
 * SQL text of the zone's calendar date (YYYY-MM-DD) of an ISO UTC timestamp. PostgreSQL knows the
 * zones; SQLite shifts the instant by the zone's offset then, from zone_offsets.
 */
export function zoneDate(db: Kysely<unknown>, timestamp: string, zone: string): string {
  return isPostgres(db)
    ? `to_char((${timestamp})::timestamptz AT TIME ZONE '${zone}', 'YYYY-MM-DD')`
    : `date(${timestamp}, (SELECT minutes FROM zone_offsets WHERE zone = '${zone}' AND since <= ${timestamp} ORDER BY since DESC LIMIT 1) || ' minutes')`;
}

/** The parts of a row created at `created_at` (of alias `row`) in each zone's day. */
export const perZoneDay = (
  db: Kysely<unknown>,
  row: string,
  figure: string,
  item = "''",
  when?: string,
): FigurePart[] =>
  COUNTED_ZONES.map((zone) => ({
    figure,
    zone: `'${zone}'`,
    day: zoneDate(db, `${row}.created_at`, zone),
    item,
    when,
  }));

/**
 * How a trigger adds to a count: 'in place' upserts the count's one row (SQLite, and PostgreSQL
 * before 2026_12_10_0500); 'appended' inserts a row of its own that readers sum (PostgreSQL since:
 * a writer never waits on, nor locks, a row another writer needs).
 */
export type Adding = 'in place' | 'appended';

/** SQL ending an insert into figure_counts the way `adding` says. */
export const addingTo = (adding: Adding) =>
  adding === 'in place'
    ? 'ON CONFLICT (figure, zone, day, item) DO UPDATE SET n = figure_counts.n + excluded.n'
    : '';

/** Adds `delta` to each part (INSERT ... SELECT so a condition can leave it out; both engines). */
const add = (parts: FigurePart[], delta: 1 | -1, adding: Adding) =>
  parts
    .map(
      (p) => `INSERT INTO figure_counts (figure, zone, day, item, n)
      SELECT ${p.figure}, ${p.zone}, ${p.day}, ${p.item}, ${delta} WHERE ${p.when ?? 'true'}
      ${addingTo(adding)};`,
    )
    .join('\n');

/**
 * (Re)writes the PostgreSQL function of the counter `name` (see createFigureCounter), its triggers
 * left as they are.
 */
export async function replaceFigureCounterFunction(
  db: Kysely<unknown>,
  name: string,
  parts: (row: 'NEW' | 'OLD') => FigurePart[],
  adding: Adding,
): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION ${sql.raw(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN ${sql.raw(add(parts('OLD'), -1, adding))} END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN ${sql.raw(add(parts('NEW'), 1, adding))} END IF;
      RETURN NULL;
    END $$`.execute(db);
}

/**
 * Counts `table`'s rows from now on: `parts(row)` names what a row (alias NEW or OLD) counts
 * towards; an insert adds 1 to each, a delete takes 1 away, an update of a `watched` column moves
 * the row. `name` names the triggers (and the PostgreSQL function). PostgreSQL's triggers append
 * (`postgres`; the first figures were created counting in place, until 2026_12_10_0500).
 */
export async function createFigureCounter(
  db: Kysely<unknown>,
  name: string,
  table: string,
  parts: (row: 'NEW' | 'OLD') => FigurePart[],
  watched: readonly string[] = [],
  postgres: Adding = 'appended',
): Promise<void> {
  const t = sql.raw(table);
  if (isPostgres(db)) {
    const events = sql.raw(
      ['INSERT', 'DELETE', ...(watched.length ? [`UPDATE OF ${watched.join(', ')}`] : [])].join(' OR '),
    );
    await replaceFigureCounterFunction(db, name, parts, postgres);
    await sql`CREATE TRIGGER ${sql.raw(name)} AFTER ${events} ON ${t}
      FOR EACH ROW EXECUTE FUNCTION ${sql.raw(name)}()`.execute(db);
    return;
  }
  const removed = sql.raw(add(parts('OLD'), -1, 'in place'));
  const added = sql.raw(add(parts('NEW'), 1, 'in place'));
  await sql`CREATE TRIGGER ${sql.raw(`${name}_insert`)} AFTER INSERT ON ${t} BEGIN ${added} END`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${name}_delete`)} AFTER DELETE ON ${t} BEGIN ${removed} END`.execute(
    db,
  );
  if (watched.length) {
    await sql`CREATE TRIGGER ${sql.raw(`${name}_update`)} AFTER UPDATE OF ${sql.raw(watched.join(', '))} ON ${t}
      BEGIN ${removed} ${added} END`.execute(db);
  }
}

/**
 * Counts the rows `table` holds now towards the same parts, once (the migration's backfill), into
 * an empty figure_counts: each count comes from one part of one table, so a plain insert serves
 * both the one row a count of SQLite and the rows PostgreSQL sums.
 */
export async function countExisting(
  db: Kysely<unknown>,
  table: string,
  parts: (row: string) => FigurePart[],
): Promise<void> {
  for (const p of parts(table)) {
    await sql`INSERT INTO figure_counts (figure, zone, day, item, n)
      SELECT ${sql.raw(p.figure)}, ${sql.raw(p.zone)}, ${sql.raw(p.day)}, ${sql.raw(p.item)}, count(*)
      FROM ${sql.raw(table)} WHERE ${sql.raw(p.when ?? 'true')} GROUP BY 1, 2, 3, 4`.execute(db);
  }
}

/** Stops counting: the triggers (and function) `createFigureCounter` made under `name`. */
export async function dropFigureCounter(db: Kysely<unknown>, name: string, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER ${sql.raw(name)} ON ${sql.raw(table)}`.execute(db);
    await sql`DROP FUNCTION ${sql.raw(name)}()`.execute(db);
    return;
  }
  for (const event of ['insert', 'delete', 'update']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${name}_${event}`)}`.execute(db);
  }
}

/**
 * The instants each zone's offset from UTC changed between 1970 and 2100 (DST and law), as rows
 * of zone_offsets: from `since` on, the zone is `minutes` ahead of UTC. The first row of a zone
 * starts at '' so every instant finds one. Found with Intl by sampling every 28 days (no offset of
 * these zones lasts less) and halving each change down to the second.
 */
export function zoneOffsetRows(zones: readonly string[]) {
  const rows: { zone: string; since: string; minutes: number }[] = [];
  for (const zone of zones) {
    const offset = (ms: number) => offsetMinutes(ms, zone);
    const STEP = 28 * 86_400_000;
    let at = Date.UTC(1970, 0, 1);
    let current = offset(at);
    rows.push({ zone, since: '', minutes: current });
    for (const end = Date.UTC(2100, 0, 1); at < end; at += STEP) {
      if (offset(at + STEP) === current) continue;
      // The change lies in (at, at + STEP]: halve to the first second of the new offset.
      let [before, after] = [at, at + STEP];
      while (after - before > 1000) {
        const middle = before + Math.floor((after - before) / 2000) * 1000;
        if (offset(middle) === current) before = middle;
        else after = middle;
      }
      current = offset(after);
      rows.push({ zone, since: new Date(after).toISOString(), minutes: current });
    }
  }
  return rows;
}
