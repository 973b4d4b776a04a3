import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { isPostgres, type DB } from '../db/connect';
import type { Database } from '../db/database';
import { PREFIXED, searchDocument, type PersonKind, type SearchableTable } from '../db/search-indexes';
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
  if (!hasTrigram(term)) return startsWithAny(db, PREFIXED[table], table, term);
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  if (isPostgres(db)) {
    return sql<SqlBool>`${sql.raw(searchDocument(table, true))} LIKE ${pattern} ESCAPE '\\'`;
  }
  const index = sql.raw(`${table}_search`);
  return sql<SqlBool>`${sql.ref(`${table}.id`)} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${phrase(term)})`;
}

/** A term long enough for the trigram indexes: the one length rule of every search. */
export const hasTrigram = (term: string) => [...term].length >= TRIGRAM;

/**
 * SQLite: the ids of `table`'s rows containing the term (as `matchesSearch` finds them), highest
 * id first, as a subquery aliased `alias` with one column, `id`. FTS5 hands its rows over in rowid
 * order as it reads its index, so a query that stops at a LIMIT reads no further: the newest 16
 * entries of a word in one audit entry in twenty take 0.1 ms where listing all 27,000 took 13.
 */
function ftsNewestFirst<A extends string>(table: SearchableTable, term: string, alias: A) {
  const index = sql.raw(`${table}_search`);
  return sql<{
    id: number;
  }>`(SELECT rowid AS id FROM ${index} WHERE ${index} MATCH ${phrase(term)} ORDER BY rowid DESC)`.as(alias);
}

/**
 * The rows a list of `table` counts and pages, searched for `term` (none: all of them), and the id
 * column its newest-first sort names. SQLite, a term of a trigram or more: the FTS5 index's matches
 * highest id first (ftsNewestFirst) as `found`, cross joined to the table (SQLite never reorders a
 * CROSS JOIN, so the index stays the outer loop), and the id is `found.id`. The bounded count
 * then stops at its 1,001st match and a newest-first page at its last row, where `id IN (matches)`
 * read every match first: a common name among the bench's 100,000 users (10,600 matches) took
 * 2.4 ms to count and 2.4 ms to page, and takes 0.2 ms for each. A sort naming the table's own id
 * instead lets SQLite flatten the subquery, drop its order and sort every match (19 ms). Any other
 * sort reads every match. Otherwise (PostgreSQL's trigram index gives its rows in no
 * order; a shorter term matches the start of the key columns) the table filtered by matchesSearch.
 */
export function searchedRows<T extends SearchableTable>(
  db: DB,
  table: T,
  term: string | undefined,
): { query: SelectQueryBuilder<Database, T, object>; id: string } {
  if (term !== undefined && !isPostgres(db) && hasTrigram(term)) {
    // The cast names only the table: `found` is reached by its column's name, `found.id`.
    const walked = db
      .selectFrom(ftsNewestFirst(table, term, 'found'))
      .crossJoin(table) as unknown as SelectQueryBuilder<Database, T, object>;
    return { query: walked.where(sql<SqlBool>`${sql.ref(`${table}.id`)} = found.id`), id: 'found.id' };
  }
  return { query: searchedTable(db, table, term), id: `${table}.id` };
}

/**
 * `table`'s rows holding the term (all of them without one), as a filter of the table: what a
 * list's export reads in batches below an id, where a walk of the index (searchedRows) would
 * start again at every batch.
 */
export function searchedTable<T extends SearchableTable>(
  db: DB,
  table: T,
  term: string | undefined,
): SelectQueryBuilder<Database, T, object> {
  const all = db.selectFrom(table) as unknown as SelectQueryBuilder<Database, T, object>;
  return term === undefined ? all : all.where(matchesSearch(db, table, term));
}

/**
 * SQLite: "the row whose id is in `idColumn` contains the term", looked up in the FTS5 index by
 * rowid: about 0.1 ms a row, for a few rows only.
 */
export function ftsHolds(table: SearchableTable, term: string, idColumn: string): Expression<SqlBool> {
  const index = sql.raw(`${table}_search`);
  return sql<SqlBool>`EXISTS (SELECT 1 FROM ${index} WHERE ${index} MATCH ${phrase(term)} AND rowid = ${sql.ref(idColumn)})`;
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
 * The ids of `kind` records of the school whose person matches the term: name, e-mail, phone or
 * code containing it, case-insensitive, or for a term of one or two characters the name starting
 * with it (migration 2026_12_10_0200). Read from the (school_id, kind, document) index alone, so
 * a search costs at most the school's own entries and never reads another school's: a common name
 * across millions of people is as cheap as a rare one (docs/decisions.md, "Lists").
 */
export function peopleMatching(kind: PersonKind, schoolId: number, term: string) {
  const found = !hasTrigram(term)
    ? startsWith(sql.ref('people_search.document'), term)
    : // lower() in SQL, as the document was: both engines fold the term as they folded the text.
      sql<SqlBool>`people_search.document LIKE lower(${`%${escapeLike(term)}%`}) ESCAPE '\\'`;
  return sql<number>`SELECT people_search.record_id FROM people_search
    WHERE people_search.school_id = ${schoolId} AND people_search.kind = ${kind} AND ${found}`;
}

/** "The record in `column` (an id of `kind`) is of a person of the school matching the term." */
export function personMatches(
  column: string,
  kind: PersonKind,
  schoolId: number,
  term: string,
): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} IN (${peopleMatching(kind, schoolId, term)})`;
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
