import { sql, type Kysely } from 'kysely';

/*
 * A student has at most one primary parent (docs/decisions.md, "People"). Links made before this
 * rule could all be primary (it was the default): of those, the oldest link stays primary. A
 * partial unique index then refuses a second one in both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE parent_student SET is_primary = ${sql.lit(false)}
    WHERE is_primary = ${sql.lit(true)} AND id <> (
      SELECT min(p.id) FROM parent_student p
      WHERE p.student_id = parent_student.student_id AND p.is_primary = ${sql.lit(true)})`.execute(db);
  await db.schema
    .createIndex('parent_student_one_primary_idx')
    .on('parent_student')
    .column('student_id')
    .unique()
    .where(sql.ref('is_primary'), '=', sql.lit(true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('parent_student_one_primary_idx').execute();
}
