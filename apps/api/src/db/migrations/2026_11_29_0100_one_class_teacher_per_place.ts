import { sql, type Kysely } from 'kysely';

interface Tables {
  teacher_classes: { id: number; class_id: number; section_id: number | null; is_class_teacher: boolean };
}

/*
 * A class has at most one class teacher: one per section where the teacher was placed in sections,
 * one for the whole class otherwise. The service says who holds the place (409); these partial
 * unique indexes make sure two concurrent saves cannot both win.
 *
 * The old assign-classes call gave its one flag to every row it wrote, so a school may already hold
 * two class teachers of one place. The first one chosen (lowest id) keeps the role, the others keep
 * teaching there without it: the index could not be built otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = db as Kysely<Tables>;
  const first = tables
    .selectFrom('teacher_classes')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('is_class_teacher', '=', true)
    .groupBy(['class_id', 'section_id']);
  await tables
    .updateTable('teacher_classes')
    .set({ is_class_teacher: false })
    .where('is_class_teacher', '=', true)
    .where('id', 'not in', first)
    .execute();
  const flagged = sql`is_class_teacher = ${sql.lit(true)}`;
  await sql`CREATE UNIQUE INDEX teacher_classes_one_class_teacher_of_class
    ON teacher_classes (class_id) WHERE ${flagged} AND section_id IS NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX teacher_classes_one_class_teacher_of_section
    ON teacher_classes (section_id) WHERE ${flagged} AND section_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('teacher_classes_one_class_teacher_of_section').execute();
  await db.schema.dropIndex('teacher_classes_one_class_teacher_of_class').execute();
}
