import type { Kysely } from 'kysely';

/*
 * Students by status across every school: the platform's "Active Students" (dashboard and
 * statistics, on every load) counts the active records of all schools, which the
 * (school_id, status) index cannot serve without a scan of the table. On this index both engines
 * count them from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('students_status_idx').on('students').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('students_status_idx').execute();
}
