import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

/*
 * A school's imports from its spreadsheets (docs/decisions.md, "Imports"): the file as decoded
 * text (any node of a deployment reads it, unlike a file on one node's disk), the matching of its
 * columns, the dry run's summary and errors, and what the run did. At most one import of a school
 * runs at a time: the partial unique index refuses a second claim, so two admins pressing Import
 * together get one run and one 409, on every node.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('imports'))
      .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('delimiter', 'varchar(1)', (c) => c.notNull())
      .addColumn('headers', 'text', (c) => c.notNull())
      .addColumn('columns', 'text', (c) => c.notNull())
      .addColumn('rows', 'integer', (c) => c.notNull())
      .addColumn('summary', 'text')
      .addColumn('errors', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('failure', 'text')
      // Until when a running import is held by the node running it; past it, that node is gone.
      .addColumn('running_until', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema
    .createIndex('imports_school_kind_idx')
    .on('imports')
    .columns(['school_id', 'kind', 'id'])
    .execute();
  await db.schema
    .createIndex('imports_one_running_idx')
    .on('imports')
    .column('school_id')
    .unique()
    .where(sql.ref('status'), '=', 'importing')
    .execute();
  await db.schema.createIndex('imports_created_by_idx').on('imports').column('created_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imports').execute();
}
