import { sql, type Kysely } from 'kysely';

/*
 * A roll number names one student of a section (of a class without one) in a year, whatever its
 * case or surrounding spaces: the services answer a friendly 422 first, and this index holds the
 * rule when two requests race past that check. A class's students without a section count as
 * section 0 (`coalesce`): NULLs would never collide in a unique index.
 *
 * Rows written before the rule may repeat a number: every repeat after the first (by id) gets its
 * id appended ("12" -> "12-345"), so nothing is lost and the admin can see and renumber them.
 */
const KEY = sql`academic_year_id, class_id, coalesce(section_id, 0), lower(trim(roll_no))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const trx = db as unknown as Kysely<{
    enrollments: {
      id: number;
      academic_year_id: number;
      class_id: number;
      section_id: number | null;
      roll_no: string | null;
    };
  }>;
  const rows = await trx
    .selectFrom('enrollments')
    .select(['id', 'academic_year_id', 'class_id', 'section_id', 'roll_no'])
    .where('roll_no', 'is not', null)
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  for (const row of rows) {
    const key = [row.academic_year_id, row.class_id, row.section_id ?? 0, row.roll_no!.trim().toLowerCase()];
    if (!seen.has(key.join('\u0000'))) {
      seen.add(key.join('\u0000'));
      continue;
    }
    await trx
      .updateTable('enrollments')
      .set({ roll_no: `${row.roll_no!.trim()}-${row.id}` })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema
    .createIndex('enrollments_roll_no_unique')
    .on('enrollments')
    .expression(KEY)
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('enrollments_roll_no_unique').execute();
}
