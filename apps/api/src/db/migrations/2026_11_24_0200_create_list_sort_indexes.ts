import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

/*
 * One index per sortable text column of a large list, on the expression lib/sorting.ts orders by
 * (lower(column), in the "C" collation on PostgreSQL), ending in id as the tie-break: a sorted,
 * filtered page then reads its rows in order instead of sorting the table. Creation order is id
 * order and needs none; roles and permissions are a few hundred rows and need none.
 */
const SORTED_TEXT: ReadonlyArray<readonly [table: string, column: string]> = [
  ['users', 'name'],
  ['users', 'email'],
  ['schools', 'name'],
  ['schools', 'code'],
  ['contact_messages', 'name'],
  ['contact_messages', 'email'],
];

const indexName = (table: string, column: string) => `${table}_${column}_sort_idx`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const collate = isPostgres(db) ? sql.raw(' collate "C"') : sql.raw('');
  for (const [table, column] of SORTED_TEXT) {
    await sql`CREATE INDEX ${sql.raw(indexName(table, column))} ON ${sql.raw(table)}
      (lower(${sql.raw(column)})${collate}, id)`.execute(db);
  }
  // A role's users page in assignment order (GET /roles/{id}/users).
  await db.schema
    .createIndex('role_user_role_assigned_idx')
    .on('role_user')
    .columns(['role_id', 'created_at', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('role_user_role_assigned_idx').execute();
  for (const [table, column] of SORTED_TEXT) await db.schema.dropIndex(indexName(table, column)).execute();
}
