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
 * (each table's user_id is unique); an archived teacher record places nobody.
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
        .select(['te.id', 'te.school_id', ...school])
        .where('te.user_id', '=', user())
        .where('te.archived_at', 'is', null),
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

/** The records from the token lookup's row. */
export function callerRecordsFrom(row: {
  admin_of: Stored<SchoolPlace> | null;
  teacher_of: Stored<SchoolRecord> | null;
  parent_of: Stored<SchoolRecord> | null;
  student_of: Stored<NonNullable<CallerRecords['student']>> | null;
}): CallerRecords {
  return {
    admin: withBoolean(fromJson(row.admin_of)),
    teacher: withBoolean(fromJson(row.teacher_of)),
    parent: withBoolean(fromJson(row.parent_of)),
    student: withBoolean(fromJson(row.student_of)),
  };
}
