import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { createPerRowCounter } from './row-counters';

/*
 * Students and teachers can be archived instead of deleted (docs/decisions.md, "People"): the row
 * and its history stay, `archived_at` says since when. An archived person is out of the lists by
 * default and out of the counts, so the per-school counters of 2026_11_24_0220 now count live rows
 * only: the same trigger names, with a condition on archived_at, and an update of archived_at
 * moves a row in or out of its school's count.
 */
const ARCHIVABLE = ['students', 'teachers'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  if (pg) {
    await sql`CREATE FUNCTION count_live_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.archived_at IS NULL THEN
          INSERT INTO row_counts (name, delta) VALUES (TG_ARGV[0] || ':' || NEW.school_id, 1);
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.archived_at IS NULL THEN
          INSERT INTO row_counts (name, delta) VALUES (TG_ARGV[0] || ':' || OLD.school_id, -1);
        END IF;
        RETURN NULL;
      END $$`.execute(db);
  }
  for (const table of ARCHIVABLE) {
    await db.schema.alterTable(table).addColumn('archived_at', 'text').execute();
    await db.schema
      .createIndex(`${table}_school_archived_idx`)
      .on(table)
      .columns(['school_id', 'archived_at'])
      .execute();
    const t = sql.raw(table);
    if (pg) {
      await sql`DROP TRIGGER ${sql.raw(`${table}_row_count`)} ON ${t}`.execute(db);
      await sql`CREATE TRIGGER ${sql.raw(`${table}_row_count`)}
        AFTER INSERT OR DELETE OR UPDATE OF school_id, archived_at ON ${t}
        FOR EACH ROW EXECUTE FUNCTION count_live_rows(${sql.lit(table)})`.execute(db);
    } else {
      for (const event of ['insert', 'delete', 'update']) {
        await sql`DROP TRIGGER ${sql.raw(`${table}_count_${event}`)}`.execute(db);
      }
      const counter = (row: 'new' | 'old') => sql.raw(`'${table}:' || ${row}.school_id`);
      await sql`CREATE TRIGGER ${sql.raw(`${table}_count_insert`)} AFTER INSERT ON ${t}
        WHEN new.archived_at IS NULL BEGIN
        INSERT INTO row_counts (name, delta) VALUES (${counter('new')}, 1); END`.execute(db);
      await sql`CREATE TRIGGER ${sql.raw(`${table}_count_delete`)} AFTER DELETE ON ${t}
        WHEN old.archived_at IS NULL BEGIN
        INSERT INTO row_counts (name, delta) VALUES (${counter('old')}, -1); END`.execute(db);
      await sql`CREATE TRIGGER ${sql.raw(`${table}_count_update`)} AFTER UPDATE OF school_id, archived_at
        ON ${t} BEGIN
        INSERT INTO row_counts (name, delta) SELECT ${counter('old')}, -1 WHERE old.archived_at IS NULL;
        INSERT INTO row_counts (name, delta) SELECT ${counter('new')}, 1 WHERE new.archived_at IS NULL;
        END`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const table of ARCHIVABLE) {
    if (pg) {
      await sql`DROP TRIGGER ${sql.raw(`${table}_row_count`)} ON ${sql.raw(table)}`.execute(db);
    } else {
      for (const event of ['insert', 'delete', 'update']) {
        await sql`DROP TRIGGER ${sql.raw(`${table}_count_${event}`)}`.execute(db);
      }
    }
    await sql`DELETE FROM row_counts WHERE name LIKE ${`${table}:%`}`.execute(db);
    await db.schema.dropIndex(`${table}_school_archived_idx`).execute();
    await db.schema.alterTable(table).dropColumn('archived_at').execute();
    await createPerRowCounter(db, table, 'school_id');
  }
  if (pg) await sql`DROP FUNCTION count_live_rows()`.execute(db);
}
