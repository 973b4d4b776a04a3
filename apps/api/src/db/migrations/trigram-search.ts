import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { SEARCHABLE, searchDocument, type SearchableTable } from '../search-indexes';

/*
 * Substring search ("contains") without a full scan: a trigram index in each engine over the
 * columns SEARCHABLE names. SQLite gets an FTS5 table with the trigram tokenizer, kept in step by
 * triggers; PostgreSQL gets a pg_trgm GIN index on the searched columns joined into one text.
 * Raw SQL: neither index exists in Kysely's schema builder.
 */
export async function createTrigramSearch(db: Kysely<unknown>, table: SearchableTable): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_search_trgm_idx`)} ON ${sql.raw(table)}
      USING gin ((${sql.raw(searchDocument(table))}) gin_trgm_ops)`.execute(db);
    return;
  }
  const columns = SEARCHABLE[table];
  const index = `${table}_search`;
  const list = sql.raw(columns.join(', '));
  const newValues = sql.raw(columns.map((c) => `new.${c}`).join(', '));
  const oldValues = sql.raw(columns.map((c) => `old.${c}`).join(', '));
  const t = sql.raw(table);
  const i = sql.raw(index);
  await sql`CREATE VIRTUAL TABLE ${i} USING fts5(${list}, content='${t}', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`INSERT INTO ${i}(${i}) VALUES ('rebuild')`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${index}_insert`)} AFTER INSERT ON ${t} BEGIN
    INSERT INTO ${i}(rowid, ${list}) VALUES (new.id, ${newValues}); END`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${index}_delete`)} AFTER DELETE ON ${t} BEGIN
    INSERT INTO ${i}(${i}, rowid, ${list}) VALUES ('delete', old.id, ${oldValues}); END`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${index}_update`)} AFTER UPDATE OF ${list} ON ${t} BEGIN
    INSERT INTO ${i}(${i}, rowid, ${list}) VALUES ('delete', old.id, ${oldValues});
    INSERT INTO ${i}(rowid, ${list}) VALUES (new.id, ${newValues}); END`.execute(db);
}

export async function dropTrigramSearch(db: Kysely<unknown>, table: SearchableTable): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX ${sql.raw(`${table}_search_trgm_idx`)}`.execute(db);
    return;
  }
  for (const suffix of ['insert', 'delete', 'update']) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_search_${suffix}`)}`.execute(db);
  }
  await sql`DROP TABLE ${sql.raw(`${table}_search`)}`.execute(db);
}
