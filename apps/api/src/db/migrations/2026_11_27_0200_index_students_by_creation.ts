import type { Kysely } from 'kysely';

/*
 * Students by creation time across every school: the platform statistics count students created
 * in a window (growth per period, enrolments per day, the dashboard's change over a month), and
 * the (school_id, created_at) index cannot serve a range over all schools.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('students_created_idx').on('students').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('students_created_idx').execute();
}
