import { sql, type Expression, type SqlBool } from 'kysely';
import { isPostgres, type DB } from '../db/connect';
import { SEARCHABLE, searchDocument, type SearchableTable } from '../db/search-indexes';

/** LIKE wildcards in what a user typed are literal characters. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An FTS5 phrase: the term as typed, quotes doubled. */
const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/** Trigram indexes can only answer terms of three characters or more. */
const TRIGRAM = 3;

/**
 * "Any searched column of `table` contains the term", case-insensitive, through the trigram
 * index of each engine (migration 2026_11_22_0300); terms shorter than a trigram scan.
 */
export function matchesSearch(db: DB, table: SearchableTable, term: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  if (isPostgres(db)) {
    return sql<SqlBool>`${sql.raw(searchDocument(table, true))} LIKE ${pattern} ESCAPE '\\'`;
  }
  if (term.length >= TRIGRAM) {
    const index = sql.raw(`${table}_search`);
    return sql<SqlBool>`${sql.ref(`${table}.id`)} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${phrase(term)})`;
  }
  // SQLite's LIKE ignores ASCII case.
  const ors = SEARCHABLE[table].map((c) => sql`${sql.ref(`${table}.${c}`)} LIKE ${pattern} ESCAPE '\\'`);
  return sql<SqlBool>`(${sql.join(ors, sql` OR `)})`;
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
