import { sql, type Expression, type SqlBool } from 'kysely';
import { isPostgres, type DB } from '../db/connect';
import { PREFIXED, searchDocument, type SearchableTable } from '../db/search-indexes';
import { byText } from './sorting';

/** LIKE wildcards in what a user typed are literal characters. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An FTS5 phrase: the term as typed, quotes doubled. */
const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/** Trigram indexes can only answer terms of three characters or more. */
const TRIGRAM = 3;

/**
 * "Any searched column of `table` contains the term", case-insensitive, through the trigram
 * index of each engine (migration 2026_11_22_0300). A term shorter than a trigram would scan the
 * table; it matches the start of the table's key columns instead (PREFIXED), through their sort
 * indexes: "pa" finds "Pablo" and "pa.k@school.in", and "pat" then finds "Patel" anywhere.
 */
export function matchesSearch(db: DB, table: SearchableTable, term: string): Expression<SqlBool> {
  if ([...term].length < TRIGRAM) return startsWithAny(db, PREFIXED[table], table, term);
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  if (isPostgres(db)) {
    return sql<SqlBool>`${sql.raw(searchDocument(table, true))} LIKE ${pattern} ESCAPE '\\'`;
  }
  const index = sql.raw(`${table}_search`);
  return sql<SqlBool>`${sql.ref(`${table}.id`)} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${phrase(term)})`;
}

/**
 * "The key starts with the term", as a range of lower-case text ordered the way its index is
 * ("C" collation on PostgreSQL, byte order on SQLite): from the term up to, not including, the
 * term with its last character moved one code point on. The key must be lower-case text: a sort
 * key (byText) or a column stored in lower case, such as an audit event.
 */
export function startsWith(key: Expression<unknown>, term: string): Expression<SqlBool> {
  const from = term.toLowerCase();
  const last = from.codePointAt(from.length - 1)!;
  const to = from.slice(0, from.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1);
  return sql<SqlBool>`(${key} >= ${from} AND ${key} < ${to})`;
}

/** "One of these columns starts with the term", through their sort indexes. */
function startsWithAny(db: DB, columns: readonly string[], table: string, term: string): Expression<SqlBool> {
  const ranges = columns.map((column) => startsWith(byText(`${table}.${column}`).key(db), term));
  return sql<SqlBool>`(${sql.join(ranges, sql` OR `)})`;
}

/**
 * "Any of these columns contains the term", case-insensitive, by a plain scan: for small tables
 * such as roles and permissions, where a trigram index would cost more than it saves.
 */
export function containsAny(columns: readonly string[], term: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  const ors = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`);
  return sql<SqlBool>`(${sql.join(ors, sql` OR `)})`;
}
