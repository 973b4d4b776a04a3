import type { DB } from '../../src/db/connect';
import type { AcademicYearRow, ClassRow, SectionRow } from '../../src/db/database';
import { isoNow } from '../../src/lib/time';
import { createStudent } from './people';

/*
 * A school's academic structure written straight to the database, for tests that need it in
 * place rather than under test: years, classes, sections, enrolments, teacher assignments.
 */
let sequence = 0;
/** Each year made without dates gets a calendar year of its own. */
let yearIndex = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;
const stamps = () => {
  const now = isoNow();
  return { created_at: now, updated_at: now };
};

/** A year of the school; `current` makes it the current one (the previous one stops being). */
export async function createYear(
  db: DB,
  schoolId: number,
  options: { current?: boolean; name?: string; start_date?: string; end_date?: string } = {},
): Promise<AcademicYearRow> {
  if (options.current) {
    await db
      .updateTable('academic_years')
      .set({ is_current: false })
      .where('school_id', '=', schoolId)
      .execute();
  }
  const n = yearIndex++;
  return db
    .insertInto('academic_years')
    .values({
      school_id: schoolId,
      name: options.name ?? `Year ${next()}`,
      // Years of a school do not overlap: the current year spans today, any other a year of its own.
      start_date: options.start_date ?? (options.current ? '2026-04-01' : `${3000 + n}-04-01`),
      end_date: options.end_date ?? (options.current ? '2027-03-31' : `${3001 + n}-03-31`),
      is_current: options.current ?? false,
      ...stamps(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The school's current year, made if it has none. */
export async function currentYear(db: DB, schoolId: number): Promise<AcademicYearRow> {
  const found = await db
    .selectFrom('academic_years')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('is_current', '=', true)
    .executeTakeFirst();
  return found ?? createYear(db, schoolId, { current: true });
}

export async function createClass(
  db: DB,
  schoolId: number,
  options: { name?: string; grade_level?: number | null } = {},
): Promise<ClassRow> {
  return db
    .insertInto('classes')
    .values({
      school_id: schoolId,
      name: options.name ?? `Class ${next()}`,
      grade_level: options.grade_level === undefined ? 5 : options.grade_level,
      ...stamps(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createSection(
  db: DB,
  schoolId: number,
  classId: number,
  options: { name?: string; capacity?: number | null } = {},
): Promise<SectionRow> {
  return db
    .insertInto('sections')
    .values({
      school_id: schoolId,
      class_id: classId,
      name: options.name ?? `S${next()}`,
      capacity: options.capacity ?? null,
      ...stamps(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new student of the school enrolled in `classId` (and `sectionId`) for `yearId`. */
export async function enrolledStudent(
  db: DB,
  schoolId: number,
  place: { yearId: number; classId: number; sectionId?: number | null },
  options: Parameters<typeof createStudent>[2] = {},
) {
  const made = await createStudent(db, schoolId, options);
  await db
    .insertInto('enrollments')
    .values({
      school_id: schoolId,
      student_id: made.student.id,
      academic_year_id: place.yearId,
      class_id: place.classId,
      section_id: place.sectionId ?? null,
      roll_no: null,
      ...stamps(),
    })
    .execute();
  return made;
}
