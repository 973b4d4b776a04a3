import { sql, type Kysely } from 'kysely';

/*
 * Admission numbers and employee codes are unique per school whatever their case (server-rules.md,
 * "Data rules"); the services check first for a friendly 422, and these indexes hold the rule when
 * two requests race past that check. They are kept as typed, so the plain pairs stay too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('students_school_admission_lower_idx')
    .on('students')
    .expression(sql`school_id, lower(admission_no)`)
    .unique()
    .execute();
  await db.schema
    .createIndex('teachers_school_code_lower_idx')
    .on('teachers')
    .expression(sql`school_id, lower(employee_code)`)
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('teachers_school_code_lower_idx').execute();
  await db.schema.dropIndex('students_school_admission_lower_idx').execute();
}
