import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { createPerRowCounter, dropPerRowCounter } from './row-counters';

/*
 * Maintained row counts for the totals of unfiltered lists (docs/decisions.md, "Lists"). A
 * trigger adds a row of +1 or -1 to row_counts in the same transaction as each insert or delete,
 * so a count is exact the moment the write commits and concurrent writers never wait on one
 * counter row; readers sum a counter's rows and fold them into one now and then
 * (lib/row-counts.ts). Keyed counters count per value of a column: users per status, role_user
 * per role_id.
 */
const COUNTED: ReadonlyArray<readonly [table: string, key: string | null]> = [
  ['users', 'status'],
  ['schools', null],
  ['contact_messages', null],
  ['role_user', 'role_id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('row_counts')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('row_counts_name_idx').on('row_counts').columns(['name', 'delta']).execute();

  if (pg) {
    await sql`CREATE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO row_counts (name, delta)
          VALUES (TG_ARGV[0] || coalesce(':' || (to_jsonb(NEW) ->> TG_ARGV[1]), ''), 1);
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          INSERT INTO row_counts (name, delta)
          VALUES (TG_ARGV[0] || coalesce(':' || (to_jsonb(OLD) ->> TG_ARGV[1]), ''), -1);
        END IF;
        RETURN NULL;
      END $$`.execute(db);
  }
  for (const [table, key] of COUNTED) await createPerRowCounter(db, table, key);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, key] of COUNTED) await dropPerRowCounter(db, table, key);
  if (isPostgres(db)) await sql`DROP FUNCTION count_rows()`.execute(db);
  await db.schema.dropTable('row_counts').execute();
}
