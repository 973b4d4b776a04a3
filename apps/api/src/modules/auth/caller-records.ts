import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import { fromJson, jsonRow } from '../../lib/related-rows';

/*
 * The records that place a signed-in user in a school: the school they run, and their teacher,
 * parent and student records, each with its school. They are read by the token lookup
 * (tokens.repository.ts), so a school scope (plugins/tenancy.ts) finds its caller's school
 * without a statement of its own, from the same read as the token: a school deactivated or a
 * record removed takes effect on the next request, as when each scope looked its record up.
 * A user runs one school at most and is a teacher, a parent or a student of one school at most
 * (each table's user_id is unique); an archived teacher record places nobody, but its school
 * still counts for the lock-out (schoolLockedOut).
 */

/** A caller's place in a school: the school's id, name and code, and whether it is active. */
export interface SchoolPlace {
  school_id: number;
  school_name: string;
  school_code: string;
  active: boolean;
}

/** A teacher, parent or student record, with its school. */
export interface SchoolRecord extends SchoolPlace {
  id: number;
}

export interface CallerRecords {
  admin: SchoolPlace | null;
  teacher: SchoolRecord | null;
  parent: SchoolRecord | null;
  student: (SchoolRecord & { archived_at: string | null }) | null;
}

const user = () => sql.ref<number>('u.id');

/** The token lookup's columns for the records of its user (`users as u`), as JSON. */
export function callerRecordColumns(db: DB) {
  const school = ['sc.name as school_name', 'sc.code as school_code', 'sc.active'] as const;
  return [
    jsonRow(
      db,
      db
        .selectFrom('school_admins as sa')
        .innerJoin('schools as sc', 'sc.id', 'sa.school_id')
        .select(['sa.school_id', ...school])
        .where('sa.user_id', '=', user()),
    ).as('admin_of'),
    jsonRow(
      db,
      db
        .selectFrom('teachers as te')
        .innerJoin('schools as sc', 'sc.id', 'te.school_id')
        .select(['te.id', 'te.school_id', 'te.archived_at', ...school])
        .where('te.user_id', '=', user()),
    ).as('teacher_of'),
    jsonRow(
      db,
      db
        .selectFrom('parents as p')
        .innerJoin('schools as sc', 'sc.id', 'p.school_id')
        .select(['p.id', 'p.school_id', ...school])
        .where('p.user_id', '=', user()),
    ).as('parent_of'),
    jsonRow(
      db,
      db
        .selectFrom('students as s')
        .innerJoin('schools as sc', 'sc.id', 's.school_id')
        .select(['s.id', 's.school_id', 's.archived_at', ...school])
        .where('s.user_id', '=', user()),
    ).as('student_of'),
  ] as const;
}

/** As stored: SQLite keeps a boolean as 0 or 1. */
type Stored<T extends SchoolPlace> = Omit<T, 'active'> & { active: boolean | number };

function withBoolean<T extends SchoolPlace>(record: Stored<T> | null): T | null {
  return record && ({ ...record, active: Boolean(record.active) } as T);
}

/** The records columns of a row read with callerRecordColumns. */
export interface RecordColumns {
  admin_of: Stored<SchoolPlace> | null;
  teacher_of: Stored<SchoolRecord & { archived_at: string | null }> | null;
  parent_of: Stored<SchoolRecord> | null;
  student_of: Stored<NonNullable<CallerRecords['student']>> | null;
}

/**
 * The records from the row, and whether a deactivated school keeps the user out: the school they
 * run is inactive, or they belong to schools (as its teacher, archived or not, its student or a
 * parent there) and every one of them is inactive. Worked out from the same read, so the lookup
 * joins no table again for it.
 */
export function callerRecordsFrom(row: RecordColumns): { records: CallerRecords; schoolLockedOut: boolean } {
  const admin = withBoolean(fromJson(row.admin_of));
  const teacher = withBoolean(fromJson(row.teacher_of));
  const parent = withBoolean(fromJson(row.parent_of));
  const student = withBoolean(fromJson(row.student_of));
  const places = [admin, teacher, student, parent].filter((place) => place !== null);
  return {
    records: {
      admin,
      teacher: teacher && teacher.archived_at === null ? withoutArchived(teacher) : null,
      parent,
      student,
    },
    schoolLockedOut:
      (admin !== null && !admin.active) || (places.length > 0 && places.every((place) => !place.active)),
  };
}

/** A teacher record as the school scopes see it (an archived one is none). */
const withoutArchived = ({ archived_at: _archived, ...teacher }: SchoolRecord & { archived_at: unknown }) =>
  teacher;

/** The same question at sign-in, before any token exists: the user's records, read alone. */
export async function isLockedOutBySchool(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select(callerRecordColumns(db))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && callerRecordsFrom(row).schoolLockedOut;
}
