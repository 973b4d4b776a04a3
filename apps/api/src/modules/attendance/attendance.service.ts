import {
  customMessage,
  fieldMessage,
  WEEK_DAYS,
  type AttendanceRegister,
  type AttendanceSaveValues,
  type FieldErrors,
} from '@school/contract';
import type { DB } from '../../db/connect';
import type { AcademicYearRow } from '../../db/database';
import { forbidden, invalid, notFound } from '../../lib/app-error';
import { addDays, localDate, startOfNextDay, weekdayOf } from '../../lib/calendar';
import { say } from '../../lib/i18n';
import { isoNow } from '../../lib/time';
import { findCurrentYear } from '../academic-years/academic-years.repository';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { storageUrl } from '../auth/session-user';
import { settingsSection } from '../school-settings/school-settings.service';
import {
  findRegister,
  lockSection,
  marksOn,
  studentsOfRegister,
  writeRegister,
  type RegisterCounts,
  type StoredMark,
} from './attendance.repository';
import { scheduleAbsenceAlerts } from './absence-alerts';
import { countMarks, withRate } from './attendance-counts';

/** A section whose register is asked for: already found among the caller's own (404 otherwise). */
export interface RegisterSection {
  id: number;
  name: string;
  class_id: number;
  class_name: string;
}

/** Who asks, and when: a teacher may save until the cut-off, the school administrator always. */
export interface RegisterCaller {
  schoolId: number;
  userId: number;
  /** Their name, as a register they save names who took or corrected it. */
  userName: string;
  /** May save after the teachers' cut-off (attendance_update, the school administrator). */
  pastCutOff: boolean;
  /** May save at all: a reader of the admin's registers without attendance_update may not. */
  maySave: boolean;
  timeZone: string;
  now: Date;
}

/** WEEK_DAYS is Monday first; getUTCDay counts from Sunday. */
const weekDayName = (date: string) => WEEK_DAYS[(weekdayOf(date) + 6) % 7]!;

/** A day of the school's current year on one of its working days: its year and the teachers' cut-off. */
export interface SchoolDay {
  yearId: number;
  editableUntil: string;
}

/**
 * The one rule of a school day: within the current academic year, on one of the academic
 * settings' working days. Answers the year and how many days teachers may correct it after, or
 * the message saying why it is not one.
 */
export async function schoolDayOf(
  db: DB,
  schoolId: number,
  date: string,
): Promise<{ yearId: number; correctionDays: number } | { refused: string }> {
  return schoolDayIn(db, schoolId, await findCurrentYear(db, schoolId), date);
}

/** The rule above, for a caller that has read the school's current year already (a portal's page). */
export async function schoolDayIn(
  db: DB,
  schoolId: number,
  year: Pick<AcademicYearRow, 'id' | 'start_date' | 'end_date'> | undefined,
  date: string,
): Promise<{ yearId: number; correctionDays: number } | { refused: string }> {
  if (!year) return { refused: customMessage('attendance_no_year') };
  if (date < year.start_date || date > year.end_date) {
    return {
      refused: customMessage('attendance_outside_year', { start: year.start_date, end: year.end_date }),
    };
  }
  const academic = await settingsSection(db, schoolId, 'academic');
  if (!academic.working_days.includes(weekDayName(date))) {
    return { refused: customMessage('attendance_not_working_day', { date }) };
  }
  return { yearId: year.id, correctionDays: academic.attendance_correction_days };
}

/** Whether registers are taken on `date` (the dashboards and the overview say so). */
export const isSchoolDay = async (db: DB, schoolId: number, date: string): Promise<boolean> =>
  !('refused' in (await schoolDayOf(db, schoolId, date)));

/** The school day a register may be taken for, not in the future; anything else is 422 on `date`. */
async function schoolDay(db: DB, caller: RegisterCaller, date: string): Promise<SchoolDay> {
  const fail = (message: string): never => {
    throw invalid({ date: [message] } satisfies FieldErrors);
  };
  if (date > localDate(caller.now, caller.timeZone)) fail(fieldMessage('not_future', 'date'));
  const day = await schoolDayOf(db, caller.schoolId, date);
  if ('refused' in day) return fail(day.refused);
  // Teachers may save until the end of the day `correctionDays` after it, in the platform's zone.
  return {
    yearId: day.yearId,
    editableUntil: startOfNextDay(addDays(date, day.correctionDays), caller.timeZone),
  };
}

/** A register as stored, with the names of who took and last corrected it. */
type StoredRegister = NonNullable<Awaited<ReturnType<typeof findRegister>>>;
type RegisterHead = Pick<
  StoredRegister,
  | 'taken_by'
  | 'taken_by_name'
  | 'updated_by'
  | 'updated_by_name'
  | 'created_at'
  | 'updated_at'
  | keyof RegisterCounts
>;

/** The register as the caller sees it: every enrolled student with their mark. */
function registerView(
  caller: RegisterCaller,
  section: RegisterSection,
  date: string,
  day: SchoolDay,
  register: RegisterHead | undefined,
  students: Awaited<ReturnType<typeof studentsOfRegister>>,
  storedMarks: readonly StoredMark[],
): AttendanceRegister {
  const marks = new Map(storedMarks.map((m) => [m.student_id, m]));
  const listed = students.map((s) => ({
    student_id: s.id,
    name: s.name,
    admission_no: s.admission_no,
    roll_no: s.roll_no,
    photo_url: storageUrl(s.profile_picture),
    status: marks.get(s.id)?.status ?? 'present',
    note: marks.get(s.id)?.note ?? null,
  }));
  return {
    section_id: section.id,
    section_name: section.name,
    class_id: section.class_id,
    class_name: section.class_name,
    date,
    taken: register !== undefined,
    taken_by: register?.taken_by ? { id: register.taken_by, name: register.taken_by_name ?? '' } : null,
    taken_at: register?.created_at ?? null,
    updated_at: register?.updated_at ?? null,
    updated_by: register?.updated_by
      ? { id: register.updated_by, name: register.updated_by_name ?? '' }
      : null,
    editable_until: day.editableUntil,
    editable: caller.maySave && (caller.pastCutOff || caller.now.toISOString() < day.editableUntil),
    // A register taken counts what was saved; one not taken yet shows today's class as present.
    counts: register ? withRate(register) : withRate(countMarks(0, [])),
    students: listed,
  };
}

/** The register as stored now. */
async function presentRegister(
  db: DB,
  caller: RegisterCaller,
  section: RegisterSection,
  date: string,
  day: SchoolDay,
): Promise<AttendanceRegister> {
  const [register, students, marks] = await Promise.all([
    findRegister(db, section.id, date),
    studentsOfRegister(db, caller.schoolId, section.id, day.yearId),
    marksOn(db, section.id, date),
  ]);
  return registerView(caller, section, date, day, register, students, marks);
}

export async function readRegister(
  db: DB,
  caller: RegisterCaller,
  section: RegisterSection,
  date: string,
): Promise<AttendanceRegister> {
  return presentRegister(db, caller, section, date, await schoolDay(db, caller, date));
}

/** What an audit entry keeps of a register: its counts and the marks of those not present. */
const recorded = (counts: RegisterCounts, marks: StoredMark[]) => ({
  counts: {
    enrolled: counts.enrolled,
    present: counts.present,
    absent: counts.absent,
    late: counts.late,
    excused: counts.excused,
  },
  marks,
});

/**
 * Saves a register: the marks given, every other enrolled student present. A second save
 * replaces the first (one transaction, the section locked), answered the same; a teacher past
 * the cut-off is refused (403). Audited with before and after. Answered from what it wrote: the
 * students it read and the marks and counts it stored, in the same transaction.
 */
export async function saveRegister(
  db: DB,
  caller: RegisterCaller,
  section: RegisterSection,
  date: string,
  input: AttendanceSaveValues,
  actor: Actor,
): Promise<AttendanceRegister> {
  const day = await schoolDay(db, caller, date);
  if (!caller.pastCutOff && caller.now.toISOString() >= day.editableUntil) {
    throw forbidden(say('attendance.past_cut_off'));
  }
  return db.transaction().execute(async (trx) => {
    await lockSection(trx, section.id);
    const [students, existing, previous] = await Promise.all([
      studentsOfRegister(trx, caller.schoolId, section.id, day.yearId),
      findRegister(trx, section.id, date),
      marksOn(trx, section.id, date),
    ]);
    const enrolled = new Set(students.map((s) => s.id));
    const errors: FieldErrors = {};
    const seen = new Set<number>();
    input.marks.forEach((mark, i) => {
      if (!enrolled.has(mark.student_id)) {
        errors[`marks.${i}.student_id`] = [customMessage('attendance_not_enrolled')];
      } else if (seen.has(mark.student_id)) {
        errors[`marks.${i}.student_id`] = [fieldMessage('no_repeats', 'marks')];
      }
      seen.add(mark.student_id);
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const before = existing ? recorded(withRate(existing), previous) : null;
    // A correction is made on today's list of the section; a student who has left it since (moved,
    // deactivated, archived) keeps the mark they had that day, and is still counted on it.
    const departed = previous.filter((m) => !enrolled.has(m.student_id));
    // A present student without a note is what no row means.
    const marks = [...input.marks.filter((m) => m.status !== 'present' || m.note !== null), ...departed];
    const counts = countMarks(students.length + departed.length, marks);
    const now = isoNow();
    await writeRegister(
      trx,
      existing ? { id: existing.id, classId: existing.class_id, marks: previous } : null,
      {
        schoolId: caller.schoolId,
        sectionId: section.id,
        classId: section.class_id,
        yearId: day.yearId,
        date,
        counts,
        userId: caller.userId,
        now,
      },
      marks,
    );
    // Alerts follow the marks of the students listed; a departed student's old mark sends nothing.
    const listed = marks.filter((m) => enrolled.has(m.student_id));
    await scheduleAbsenceAlerts(trx, {
      schoolId: caller.schoolId,
      date,
      students,
      marks: listed,
      now: caller.now,
    });
    await recordAudit(trx, actor, {
      event: existing ? 'attendance_corrected' : 'attendance_taken',
      description: `${existing ? 'Corrected' : 'Took'} attendance of ${section.class_name} ${section.name} for ${date}`,
      properties: {
        section_id: section.id,
        date,
        before,
        after: recorded(
          counts,
          [...marks].sort((a, b) => a.student_id - b.student_id),
        ),
      },
    });
    const written: RegisterHead = {
      ...counts,
      taken_by: existing ? existing.taken_by : caller.userId,
      taken_by_name: existing ? existing.taken_by_name : caller.userName,
      created_at: existing?.created_at ?? now,
      updated_by: caller.userId,
      updated_by_name: caller.userName,
      updated_at: now,
    };
    return registerView(caller, section, date, day, written, students, listed);
  });
}

/** A section of the school by id, else 404 (the admin's reach: every section of their school). */
export function foundSection<T>(section: T | undefined): T {
  if (!section) throw notFound();
  return section;
}
