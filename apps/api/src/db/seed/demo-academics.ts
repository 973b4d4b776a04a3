import type { DB } from '../connect';

const CLASSES = [1, 2, 3, 4, 5] as const;
const SECTIONS = [
  { name: 'A', capacity: 30 },
  { name: 'B', capacity: 30 },
] as const;
const SUBJECTS = [
  { name: 'English', code: 'ENG' },
  { name: 'Mathematics', code: 'MAT' },
  { name: 'Science', code: 'SCI' },
  { name: 'Social Studies', code: 'SST' },
  { name: 'Hindi', code: 'HIN' },
] as const;

/**
 * The demo school's structure, so its console opens on something to look at: last year and this
 * year (April to March, the Indian school year; the one holding `now` is current), grades 1 to 5
 * with sections A and B of 30 seats, and five subjects.
 */
export async function seedDemoAcademics(trx: DB, schoolId: number, now: string): Promise<void> {
  const today = now.slice(0, 10);
  const year = Number(today.slice(0, 4));
  const startYear = today >= `${year}-04-01` ? year : year - 1;
  const stamps = { created_at: now, updated_at: now };
  for (const start of [startYear - 1, startYear]) {
    await trx
      .insertInto('academic_years')
      .values({
        school_id: schoolId,
        name: `${start}-${String(start + 1).slice(2)}`,
        start_date: `${start}-04-01`,
        end_date: `${start + 1}-03-31`,
        is_current: start === startYear,
        ...stamps,
      })
      .execute();
  }
  for (const grade of CLASSES) {
    const schoolClass = await trx
      .insertInto('classes')
      .values({ school_id: schoolId, name: `Grade ${grade}`, grade_level: grade, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sections')
      .values(SECTIONS.map((s) => ({ school_id: schoolId, class_id: schoolClass.id, ...s, ...stamps })))
      .execute();
  }
  await trx
    .insertInto('subjects')
    .values(SUBJECTS.map((s) => ({ school_id: schoolId, ...s, description: null, ...stamps })))
    .execute();
}
