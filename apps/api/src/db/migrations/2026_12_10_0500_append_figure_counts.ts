import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { FIGURE_TABLES, countMember } from './2026_12_10_0300_count_figures';
import { replaceActiveStudentFunctions } from './2026_12_10_0310_count_active_students';
import { replaceFigureCounterFunction, type Adding } from './figure-counters';

/*
 * PostgreSQL writers stop waiting on one another over the figures (docs/decisions.md, "How a new
 * figure keeps its counts"). The triggers of 2026_12_10_0300 and 0310 upserted one row per count,
 * so a write held that platform-wide row (today's users_created, today's audit_events of an event)
 * until its transaction ended: a 30-second import stalled every other school's writes of the same
 * counts, and two transactions taking two counts in opposite orders deadlocked. Now:
 * - every trigger appends its +1 or -1 as a row of its own (figure_counts loses its primary key
 *   for a plain index); readers sum a count's rows and fold them (lib/figure-counts.ts), so no
 *   writer locks a row another one needs;
 * - the audit trail's members are recorded at commit (a deferred constraint trigger): a first entry
 *   of the day of a school or person, whose key the next writer of that school or person must wait
 *   on, is held for the commit only, not for the whole transaction. Its NEW is the entry as written
 *   and entries never change, so nothing is lost by the wait.
 * SQLite has one writer at a time: nothing changes there.
 */

async function rewriteFunctions(db: Kysely<unknown>, adding: Adding): Promise<void> {
  for (const { name, parts } of FIGURE_TABLES)
    await replaceFigureCounterFunction(db, name, parts(db), adding);
  await sql`CREATE OR REPLACE FUNCTION count_figure_member() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${sql.raw(countMember(adding))} RETURN NULL; END $$`.execute(db);
  await replaceActiveStudentFunctions(db, adding);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE figure_counts DROP CONSTRAINT figure_counts_pkey`.execute(db);
  await sql`CREATE INDEX figure_counts_key ON figure_counts (figure, zone, day, item) INCLUDE (n)`.execute(
    db,
  );
  await rewriteFunctions(db, 'appended');
  await sql`DROP TRIGGER audit_logs_members ON audit_logs`.execute(db);
  await sql`CREATE CONSTRAINT TRIGGER audit_logs_members AFTER INSERT ON audit_logs
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_logs_members()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP TRIGGER audit_logs_members ON audit_logs`.execute(db);
  await sql`CREATE TRIGGER audit_logs_members AFTER INSERT ON audit_logs
    FOR EACH ROW EXECUTE FUNCTION audit_logs_members()`.execute(db);
  await rewriteFunctions(db, 'in place');
  // One row per count again, as the primary key wants.
  await sql`CREATE TEMPORARY TABLE figure_counts_folded AS
    SELECT figure, zone, day, item, sum(n) AS n FROM figure_counts GROUP BY figure, zone, day, item`.execute(
    db,
  );
  await sql`TRUNCATE figure_counts`.execute(db);
  await sql`INSERT INTO figure_counts (figure, zone, day, item, n)
    SELECT figure, zone, day, item, n FROM figure_counts_folded`.execute(db);
  await sql`DROP TABLE figure_counts_folded`.execute(db);
  await sql`DROP INDEX figure_counts_key`.execute(db);
  await sql`ALTER TABLE figure_counts ADD CONSTRAINT figure_counts_pkey PRIMARY KEY (figure, zone, day, item)`.execute(
    db,
  );
}
