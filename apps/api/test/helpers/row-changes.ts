import type { DB } from '../../src/db/connect';

/*
 * What a request changed in the database, row by row and column by column, and whether an audit
 * entry's `before` and `after` say so: the audit coverage test compares the two for every update.
 */

/**
 * Tables the API keeps for itself: sessions, counters, cache versions, mail, the trail, and the
 * people search index (kept by triggers from the people's own rows).
 */
const BOOKKEEPING = new Set([
  'audit_logs',
  'row_counts',
  'figure_counts',
  'figure_members',
  'zone_offsets',
  'cache_versions',
  'access_tokens',
  'password_resets',
  'login_attempts',
  'mail_outbox',
  'people_search',
]);

/**
 * Columns no entry holds: the time of any write, a secret the trail only says changed, and an
 * import's file (a copy of a school's people), whose entry only says it was dropped.
 */
const UNRECORDED = new Set(['updated_at', 'password_hash', 'content']);

/** Columns that are the row's data rather than its identity, in tables without an id. */
const DATA_COLUMNS = new Set(['value', 'updated_at', 'created_at']);

export type Rows = Map<string, Map<string, Record<string, unknown>>>;

/** A row's identity: its id, or (link and settings tables) its columns that are not data. */
function keyOf(row: Record<string, unknown>): string {
  if ('id' in row) return String(row.id);
  return JSON.stringify(Object.entries(row).filter(([column]) => !DATA_COLUMNS.has(column)));
}

/** Every row of the application's tables but the bookkeeping ones, by table and identity. */
export async function readRows(db: DB, tables: string[]): Promise<Rows> {
  const out: Rows = new Map();
  for (const table of tables.filter((t) => !BOOKKEEPING.has(t))) {
    const rows = await db
      .selectFrom(table as never)
      .selectAll()
      .execute();
    out.set(table, new Map(rows.map((row: Record<string, unknown>) => [keyOf(row), row])));
  }
  return out;
}

/** One column of one row, from what it held to what it holds. */
export interface ColumnChange {
  where: string;
  column: string;
  from: unknown;
  to: unknown;
}

export interface RowChanges {
  columns: ColumnChange[];
  /** Rows added or removed, as `table#key`. */
  rows: string[];
}

/** A JSON document column (settings) read as its fields; anything else as it is. */
function fieldsOf(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string' || !value.startsWith('{')) return null;
  try {
    return JSON.parse(value) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** What changed between two readings; a settings document's fields count as columns. */
export function changesBetween(before: Rows, after: Rows): RowChanges {
  const changes: RowChanges = { columns: [], rows: [] };
  for (const [table, now] of after) {
    const was = before.get(table)!;
    for (const key of new Set([...was.keys(), ...now.keys()])) {
      const [a, b] = [was.get(key), now.get(key)];
      if (!a || !b) {
        // A settings document saved for the first time replaces the defaults it was read as, which
        // its fields are compared with by the entry alone; any other row added or removed counts.
        if (!(b && 'value' in b)) changes.rows.push(`${table}#${key}`);
        continue;
      }
      for (const column of Object.keys(b)) {
        if (UNRECORDED.has(column) || same(a[column], b[column])) continue;
        const where = `${table}#${key}`;
        const [docA, docB] = [fieldsOf(a[column]), fieldsOf(b[column])];
        if (docA && docB) {
          for (const field of new Set([...Object.keys(docA), ...Object.keys(docB)])) {
            if (!same(docA[field], docB[field])) {
              changes.columns.push({ where, column: field, from: docA[field], to: docB[field] });
            }
          }
        } else {
          // A document set for the first time (an import's result) is compared as what it holds.
          changes.columns.push({ where, column, from: docA ?? a[column], to: docB ?? b[column] });
        }
      }
    }
  }
  return changes;
}

/** Booleans are 0/1 in SQLite and true/false in PostgreSQL and in entries: compared as numbers. */
const normal = (value: unknown): unknown =>
  typeof value === 'boolean' ? Number(value) : value === undefined ? null : value;
const comparable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => normal(v)) ?? 'null';
const same = (a: unknown, b: unknown) => comparable(a) === comparable(b);

/** Whether `key` holds `value` anywhere in `tree` (an entry's before or after, at any depth). */
function holds(tree: unknown, key: string, value: unknown): boolean {
  if (Array.isArray(tree)) return tree.some((item) => holds(item, key, value));
  if (typeof tree !== 'object' || tree === null) return false;
  return Object.entries(tree).some(
    ([k, v]) => (k === key && same(v, value)) || (typeof v === 'object' && holds(v, key, value)),
  );
}

interface Entry {
  event: string;
  properties: Record<string, unknown> | null;
}

/**
 * What the entries of a request fail to say of its changes: a changed column must be found under
 * its name with its old value in some entry's `before` and its new value in its `after`; rows
 * added or removed (links, enrolments, assignments) must at least leave `before` and `after`
 * different.
 */
export function unrecordedChanges(changes: RowChanges, entries: Entry[]): string[] {
  const sides = (side: 'before' | 'after') => entries.map((e) => e.properties?.[side]);
  const [befores, afters] = [sides('before'), sides('after')];
  const missing = changes.columns
    .filter(
      (c) =>
        !befores.some((t) => holds(t, c.column, c.from)) || !afters.some((t) => holds(t, c.column, c.to)),
    )
    .map((c) => `${c.where}.${c.column}: ${comparable(c.from)} -> ${comparable(c.to)}`);
  const anyDifference = entries.some((e) => !same(e.properties?.before, e.properties?.after));
  if (changes.rows.length > 0 && !anyDifference) {
    missing.push(`rows ${changes.rows.join(', ')} added or removed, and before equals after`);
  }
  return missing;
}
