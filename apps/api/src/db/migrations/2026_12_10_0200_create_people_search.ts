import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { PEOPLE_SEARCHED, personDocument } from '../search-indexes';

/*
 * A school's students, teachers and parents searched among that school's people alone
 * (docs/decisions.md, "Lists"): one row a person record in people_search, with the school, and
 * the text its search box looks in (the user's name, e-mail and phone, and the record's code),
 * in lower case, the name first. The index (school_id, kind, document, record_id) answers a
 * search from the index alone and reads no other school's rows: a term of three characters or
 * more is a LIKE over the school's entries, a shorter one a range at the start of the name.
 *
 * Triggers keep it in step in the same transaction as each write: inserting, changing the code
 * or the owner of, and deleting a record; changing a user's name, e-mail or phone. Triggers rather
 * than the services: people are written by enrolment, edits, imports, profile edits and the
 * superadmin's user edits alike. PostgreSQL runs two functions; SQLite gets the statements inline.
 * On PostgreSQL the document is in the "C" collation, so a range of it is byte order, as SQLite's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('people_search')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('document', pg ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('people_search_pk', ['kind', 'record_id'])
    .execute();
  await db.schema
    .createIndex('people_search_school_idx')
    .on('people_search')
    .columns(['school_id', 'kind', 'document', 'record_id'])
    .execute();
  await db.schema.createIndex('people_search_user_idx').on('people_search').column('user_id').execute();

  if (pg) {
    await sql`CREATE FUNCTION people_search_record() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE record_code text;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM people_search WHERE kind = TG_TABLE_NAME AND record_id = OLD.id;
          RETURN NULL;
        END IF;
        record_code := CASE WHEN TG_ARGV[0] = '' THEN NULL ELSE to_jsonb(NEW) ->> TG_ARGV[0] END;
        INSERT INTO people_search AS ps (kind, record_id, school_id, user_id, code, document)
          SELECT TG_TABLE_NAME, NEW.id, NEW.school_id, NEW.user_id, record_code, ${sql.raw(personDocument('u', 'record_code'))}
          FROM users u WHERE u.id = NEW.user_id
        ON CONFLICT (kind, record_id) DO UPDATE SET school_id = excluded.school_id,
          user_id = excluded.user_id, code = excluded.code, document = excluded.document;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE FUNCTION people_search_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE people_search ps SET document = ${sql.raw(personDocument('NEW', 'ps.code'))}
          WHERE ps.user_id = NEW.id;
        RETURN NULL;
      END $$`.execute(db);
  }
  for (const [table, code] of PEOPLE_SEARCHED) await followRecords(db, table, code);
  await enterPeople(db);
  if (pg) {
    await sql`CREATE TRIGGER users_people_search AFTER UPDATE OF name, email, phone ON users
      FOR EACH ROW EXECUTE FUNCTION people_search_user()`.execute(db);
  } else {
    await sql`CREATE TRIGGER users_people_search AFTER UPDATE OF name, email, phone ON users BEGIN
      UPDATE people_search SET document = ${sql.raw(personDocument('new', 'people_search.code'))}
        WHERE user_id = new.id; END`.execute(db);
  }
}

/** Keeps people_search in step with `table`'s records. */
async function followRecords(db: Kysely<unknown>, table: string, code: string | null): Promise<void> {
  const t = sql.raw(table);
  const codeColumn = (row: string) => (code ? `${row}.${code}` : 'NULL');
  const codeOf = (row: string) => sql.raw(codeColumn(row));
  const written = sql.raw(code ? `school_id, user_id, ${code}` : 'school_id, user_id');
  if (isPostgres(db)) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_people_search`)}
      AFTER INSERT OR DELETE OR UPDATE OF ${written} ON ${t}
      FOR EACH ROW EXECUTE FUNCTION people_search_record(${sql.lit(code ?? '')})`.execute(db);
  } else {
    const enter = (row: 'new') =>
      sql`INSERT OR REPLACE INTO people_search (kind, record_id, school_id, user_id, code, document)
        SELECT ${sql.lit(table)}, ${sql.raw(row)}.id, ${sql.raw(row)}.school_id, ${sql.raw(row)}.user_id,
          ${codeOf(row)}, ${sql.raw(personDocument('u', codeColumn(row)))}
        FROM users u WHERE u.id = ${sql.raw(row)}.user_id;`;
    await sql`CREATE TRIGGER ${sql.raw(`${table}_people_search_insert`)} AFTER INSERT ON ${t} BEGIN
      ${enter('new')} END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_people_search_update`)} AFTER UPDATE OF ${written} ON ${t} BEGIN
      ${enter('new')} END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_people_search_delete`)} AFTER DELETE ON ${t} BEGIN
      DELETE FROM people_search WHERE kind = ${sql.lit(table)} AND record_id = old.id; END`.execute(db);
  }
}

/** Enters every record the tables hold now (the migration's backfill; the bench fill's too). */
export async function enterPeople(db: Kysely<unknown>): Promise<void> {
  for (const [table, code] of PEOPLE_SEARCHED) {
    const codeColumn = (row: string) => (code ? `${row}.${code}` : 'NULL');
    await sql`INSERT INTO people_search (kind, record_id, school_id, user_id, code, document)
      SELECT ${sql.lit(table)}, r.id, r.school_id, r.user_id, ${sql.raw(codeColumn('r'))},
        ${sql.raw(personDocument('u', codeColumn('r')))}
      FROM ${sql.raw(table)} r INNER JOIN users u ON u.id = r.user_id`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  if (pg) {
    await sql`DROP TRIGGER users_people_search ON users`.execute(db);
    for (const [table] of PEOPLE_SEARCHED) {
      await sql`DROP TRIGGER ${sql.raw(`${table}_people_search`)} ON ${sql.raw(table)}`.execute(db);
    }
    await sql`DROP FUNCTION people_search_user()`.execute(db);
    await sql`DROP FUNCTION people_search_record()`.execute(db);
  } else {
    await sql`DROP TRIGGER users_people_search`.execute(db);
    for (const [table] of PEOPLE_SEARCHED) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`DROP TRIGGER ${sql.raw(`${table}_people_search_${event}`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('people_search').execute();
}
