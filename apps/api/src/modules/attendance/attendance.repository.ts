import { sql } from 'kysely';
import type { AttendanceStatus } from '@school/contract';
import type { DB } from '../../db/connect';
import { isPostgres } from '../../db/connect';

/*
 * Registers (one per section and day, with its counts) and marks (only students who were not
 * simply present, or have a note). The only file that writes them.
 */

export interface RegisterCounts {
  enrolled: number;
  present: number;
  absent: number;
  late: number;
  excused: number;
}

export interface StoredMark {
  student_id: number;
  status: AttendanceStatus;
  note: string | null;
}

/** A section of the school with its class: the place a register belongs to. */
export async function sectionOfSchool(db: DB, schoolId: number, sectionId: number) {
  return db
    .selectFrom('sections as sec')
    .innerJoin('classes as c', 'c.id', 'sec.class_id')
    .select(['sec.id', 'sec.name', 'sec.class_id', 'c.name as class_name'])
    .where('sec.id', '=', sectionId)
    .where('sec.school_id', '=', schoolId)
    .executeTakeFirst();
}

/** The section's register of a date, with who took and last corrected it. */
export async function findRegister(db: DB, sectionId: number, date: string) {
  return db
    .selectFrom('attendance_registers as r')
    .leftJoin('users as taker', 'taker.id', 'r.taken_by')
    .leftJoin('users as editor', 'editor.id', 'r.updated_by')
    .selectAll('r')
    .select(['taker.name as taken_by_name', 'editor.name as updated_by_name'])
    .where('r.section_id', '=', sectionId)
    .where('r.date', '=', date)
    .executeTakeFirst();
}

/** The registers of these sections on a date, in one query; a section without one is not taken. */
export async function registersOn(db: DB, schoolId: number, sectionIds: number[], date: string) {
  if (sectionIds.length === 0) return [];
  return db
    .selectFrom('attendance_registers')
    .select(['section_id', 'created_at', 'enrolled', 'present', 'absent', 'late', 'excused'])
    .where('school_id', '=', schoolId)
    .where('section_id', 'in', sectionIds)
    .where('date', '=', date)
    .execute();
}

/**
 * The marks of the section's register of a date (none while it is not taken): found through the
 * register's (section_id, date) key, so they are read beside the register instead of after it.
 */
export async function marksOn(db: DB, sectionId: number, date: string): Promise<StoredMark[]> {
  return db
    .selectFrom('attendance_marks as m')
    .innerJoin('attendance_registers as r', 'r.id', 'm.register_id')
    .select(['m.student_id', 'm.status', 'm.note'])
    .where('r.section_id', '=', sectionId)
    .where('r.date', '=', date)
    .orderBy('m.student_id')
    .execute();
}

/** Roll numbers in numeric order ("2" before "10"); made once, as making one costs milliseconds. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The students a register lists: active, not archived, enrolled in the section in the year; by
 * roll number (numbers in numeric order), then name.
 */
export async function studentsOfRegister(db: DB, schoolId: number, sectionId: number, yearId: number) {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 'u.name', 's.admission_no', 'e.roll_no', 'u.profile_picture'])
    .where('e.school_id', '=', schoolId)
    .where('e.section_id', '=', sectionId)
    .where('e.academic_year_id', '=', yearId)
    .where('s.status', '=', 'active')
    .where('s.archived_at', 'is', null)
    .execute();
  return rows.sort(
    (a, b) =>
      (a.roll_no === null ? 1 : 0) - (b.roll_no === null ? 1 : 0) ||
      collator.compare(a.roll_no ?? '', b.roll_no ?? '') ||
      collator.compare(a.name, b.name) ||
      a.id - b.id,
  );
}

/**
 * Holds the section's row until the transaction ends: two saves of one register run one after
 * the other, so the second replaces the first instead of meeting it half-way. (SQLite runs one
 * write transaction at a time anyway.)
 */
export async function lockSection(trx: DB, sectionId: number): Promise<void> {
  if (isPostgres(trx)) {
    await trx.selectFrom('sections').select('id').where('id', '=', sectionId).forUpdate().execute();
  }
}

export interface RegisterWrite {
  schoolId: number;
  sectionId: number;
  classId: number;
  yearId: number;
  date: string;
  counts: RegisterCounts;
  userId: number | null;
  now: string;
}

/** A register saved before: its id, the class it was taken in and its marks. */
export interface WrittenRegister {
  id: number;
  classId: number;
  marks: readonly StoredMark[];
}

/**
 * Writes the register (first save or a correction) and its marks; returns its id. A correction
 * writes only the marks that changed: those no longer given are deleted, new and changed ones
 * written in one statement. A register moved to another class since has every mark rewritten,
 * deleted first: the per-student counts find a mark's class through its register.
 */
export async function writeRegister(
  trx: DB,
  existing: WrittenRegister | null,
  write: RegisterWrite,
  marks: StoredMark[],
): Promise<number> {
  let id: number;
  let kept: readonly StoredMark[] = [];
  if (existing === null) {
    const row = await trx
      .insertInto('attendance_registers')
      .values({
        school_id: write.schoolId,
        section_id: write.sectionId,
        class_id: write.classId,
        academic_year_id: write.yearId,
        date: write.date,
        ...write.counts,
        taken_by: write.userId,
        updated_by: write.userId,
        created_at: write.now,
        updated_at: write.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } else {
    id = existing.id;
    if (existing.classId !== write.classId) {
      await trx.deleteFrom('attendance_marks').where('register_id', '=', id).execute();
    } else {
      kept = existing.marks;
      const given = new Set(marks.map((m) => m.student_id));
      const gone = kept.filter((m) => !given.has(m.student_id)).map((m) => m.student_id);
      if (gone.length > 0) {
        await trx
          .deleteFrom('attendance_marks')
          .where('register_id', '=', id)
          .where('student_id', 'in', gone)
          .execute();
      }
    }
    await trx
      .updateTable('attendance_registers')
      .set({ ...write.counts, class_id: write.classId, updated_by: write.userId, updated_at: write.now })
      .where('id', '=', id)
      .execute();
  }
  const before = new Map(kept.map((m) => [m.student_id, m]));
  const changed = marks.filter((m) => {
    const old = before.get(m.student_id);
    return old === undefined || old.status !== m.status || old.note !== m.note;
  });
  if (changed.length > 0) {
    await trx
      .insertInto('attendance_marks')
      .values(
        changed.map((m) => ({
          school_id: write.schoolId,
          register_id: id,
          student_id: m.student_id,
          date: write.date,
          status: m.status,
          note: m.note,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['register_id', 'student_id']).doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          note: eb.ref('excluded.note'),
        })),
      )
      .execute();
  }
  return id;
}

/** Sums of registers: the figures of a day, a class, a range. */
export const countSums = [
  sql<number>`coalesce(sum(enrolled), 0)`.as('enrolled'),
  sql<number>`coalesce(sum(present), 0)`.as('present'),
  sql<number>`coalesce(sum(absent), 0)`.as('absent'),
  sql<number>`coalesce(sum(late), 0)`.as('late'),
  sql<number>`coalesce(sum(excused), 0)`.as('excused'),
] as const;

/**
 * How many registers a class (through its sections, or as the class they were taken in) or a
 * section holds: they and their marks would go with it, so its delete is refused (409).
 */
export async function countRegistersOf(
  db: DB,
  schoolId: number,
  place: { classId: number } | { sectionId: number },
): Promise<number> {
  const query = db
    .selectFrom('attendance_registers')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('attendance_registers.school_id', '=', schoolId);
  const row = await (
    'classId' in place
      ? query.where((eb) =>
          eb.or([
            eb('attendance_registers.class_id', '=', place.classId),
            eb(
              'attendance_registers.section_id',
              'in',
              eb.selectFrom('sections').select('sections.id').where('sections.class_id', '=', place.classId),
            ),
          ]),
        )
      : query.where('attendance_registers.section_id', '=', place.sectionId)
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}
