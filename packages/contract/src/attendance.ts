import { z } from 'zod';
import { ruleError as m } from './messages';
import { idOf, idParams, isoDate, optionalText } from './fields';
import { paginationSchema, pageQuerySchema } from './envelope';
import { customMessage, fieldMessage } from './messages';
import type { FieldErrors } from './envelope';

/*
 * Attendance: one register per section and school day (docs/decisions.md, "Attendance"). A
 * student is Present unless marked otherwise; a register stores only the others, with the day's
 * counts beside it, so what is read costs what it shows, not what was ever written.
 */

/** Present is what a student is unless the register says otherwise. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** A teacher's note on one mark: a word or a sentence ("Doctor's appointment"). */
export const ATTENDANCE_NOTE_MAX = 200;

/** A section is at most this many students; a register never holds more marks. */
export const ATTENDANCE_MARKS_MAX = 500;

/** The figures of one register, of a day of the school, or of a range. */
export const attendanceCountsSchema = z.object({
  /** Students enrolled in the section(s) when the register was saved. */
  enrolled: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  /**
   * Percent of the enrolled who came (present or late), one decimal; null when nobody was
   * counted (no register taken).
   */
  rate: z.number().nullable(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

export const attendancePersonSchema = z.object({ id: z.number().int(), name: z.string() });

/** One student on a register, with their mark (present unless the register says otherwise). */
export const registerStudentSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  admission_no: z.string(),
  roll_no: z.string().nullable(),
  /** Address of the student's photo, or null. */
  photo_url: z.string().nullable(),
  status: z.enum(ATTENDANCE_STATUSES),
  note: z.string().nullable(),
});
export type RegisterStudent = z.infer<typeof registerStudentSchema>;

/** A section's register for one date: taken or not, and who may still change it. */
export const attendanceRegisterSchema = z.object({
  section_id: z.number().int(),
  section_name: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  date: z.string(),
  /** Whether a register was saved for this day. */
  taken: z.boolean(),
  taken_by: attendancePersonSchema.nullable(),
  /** First saved. */
  taken_at: z.string().nullable(),
  /** Last saved (a correction). */
  updated_at: z.string().nullable(),
  updated_by: attendancePersonSchema.nullable(),
  /** Until when a teacher may still save it; afterwards only the school administrator can. */
  editable_until: z.string(),
  /** Whether the caller may save it now. */
  editable: z.boolean(),
  counts: attendanceCountsSchema,
  /** By roll number, then name; every student enrolled in the section this year. */
  students: z.array(registerStudentSchema),
});
export type AttendanceRegister = z.infer<typeof attendanceRegisterSchema>;

/** `:id` (the section) and `:date` of a register. */
export const registerParams = idParams.extend({ date: isoDate('date') });

export const attendanceMarkInputSchema = z.object({
  student_id: idOf('student_id'),
  status: z.enum(ATTENDANCE_STATUSES, m('one_of', 'status', { values: ATTENDANCE_STATUSES.join(', ') })),
  note: optionalText('note', ATTENDANCE_NOTE_MAX),
});
export type AttendanceMarkInput = z.input<typeof attendanceMarkInputSchema>;

/**
 * Saving a register: the marks of the students who were not simply present (or who have a note);
 * every other enrolled student is present. A second save replaces the first.
 */
export const attendanceSaveSchema = z.object({
  marks: z
    .array(attendanceMarkInputSchema, m('list', 'marks'))
    .max(ATTENDANCE_MARKS_MAX, m('list_max', 'marks', { max: ATTENDANCE_MARKS_MAX })),
});
export type AttendanceSaveInput = z.input<typeof attendanceSaveSchema>;
export type AttendanceSaveValues = z.output<typeof attendanceSaveSchema>;

// ---- Teacher console -----------------------------------------------------------------------

/** A section a teacher teaches: as its class teacher, or a subject in it. */
export const teachingSectionSchema = z.object({
  section_id: z.number().int(),
  section_name: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  is_class_teacher: z.boolean(),
  subjects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  students_count: z.number().int(),
});
export type TeachingSection = z.infer<typeof teachingSectionSchema>;

/** Today's register of one of the teacher's sections, for their dashboard. */
export const teacherTodaySectionSchema = teachingSectionSchema.extend({
  taken: z.boolean(),
  taken_at: z.string().nullable(),
  counts: attendanceCountsSchema,
});

export const teacherNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  publish_date: z.string(),
});

export const teacherDashboardSchema = z.object({
  /** Today in the platform's timezone. */
  date: z.string(),
  /** Whether today is a working day of the school's academic settings in its current year. */
  school_day: z.boolean(),
  sections: z.array(teacherTodaySectionSchema),
  /** The school's newest notices. */
  notices: z.array(teacherNoticeSchema),
});
export type TeacherDashboard = z.infer<typeof teacherDashboardSchema>;

export const teachingSectionListSchema = z.object({ sections: z.array(teachingSectionSchema) });

/** A student of one of the teacher's sections, with how to reach their parents. */
export const sectionPupilSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  admission_no: z.string(),
  roll_no: z.string().nullable(),
  photo_url: z.string().nullable(),
  parents: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      phone: z.string().nullable(),
      relationship_type: z.string(),
    }),
  ),
});
export type SectionPupil = z.infer<typeof sectionPupilSchema>;

export const sectionPupilListSchema = z.object({ students: z.array(sectionPupilSchema) });

// ---- School administrator ------------------------------------------------------------------

/** One section's register on the overview of a date. */
export const attendanceDayRowSchema = z.object({
  section_id: z.number().int(),
  section_name: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  taken: z.boolean(),
  taken_by: attendancePersonSchema.nullable(),
  taken_at: z.string().nullable(),
  counts: attendanceCountsSchema,
});
export type AttendanceDayRow = z.infer<typeof attendanceDayRowSchema>;

export const attendanceDayQuerySchema = pageQuerySchema.extend({
  date: isoDate('date'),
  class_id: idOf('class_id').optional(),
});
export type AttendanceDayQuery = z.input<typeof attendanceDayQuerySchema>;

export const attendanceDaySchema = z.object({
  date: z.string(),
  school_day: z.boolean(),
  /** Over every section of the school (or of the filtered class). */
  summary: attendanceCountsSchema.extend({ sections: z.number().int(), taken: z.number().int() }),
  sections: z.array(attendanceDayRowSchema),
  pagination: paginationSchema,
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

/** The longest range a report covers, in days: a school year, leap day included. */
export const ATTENDANCE_REPORT_MAX_DAYS = 366;

/** Days from `from` to `to`, both counted (ISO dates). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * A date range per class or per section. The query's shape only: a malformed date is a bad
 * request (400); what a well-formed query may still break is `attendanceReportProblems` (422).
 */
export const attendanceReportFiltersSchema = z.object({
  date_from: isoDate('date_from'),
  date_to: isoDate('date_to'),
  class_id: idOf('class_id').optional(),
  section_id: idOf('section_id').optional(),
});

/**
 * The report on screen, a page of its students at a time: a class can hold a thousand, whose
 * figures in one answer took the server 7 ms and the browser a table it could not scroll. The
 * export takes the filters alone and writes every student.
 */
export const attendanceReportQuerySchema = pageQuerySchema.extend(attendanceReportFiltersSchema.shape);

/**
 * The report's rules, as field errors (none: the query stands): the range runs forwards, covers
 * at most a year, and names a class or a section. A whole school's report is thousands of rows
 * no screen reads, and its cost would grow with the school. The screen's form checks the same.
 */
export function attendanceReportProblems(query: AttendanceReportValues): FieldErrors {
  const errors: FieldErrors = {};
  if (query.date_to < query.date_from) {
    errors.date_to = [fieldMessage('date_after_or_equal', 'date_to', { other: 'date_from' })];
  } else if (daysBetween(query.date_from, query.date_to) > ATTENDANCE_REPORT_MAX_DAYS) {
    errors.date_to = [customMessage('attendance_range_max', { max: ATTENDANCE_REPORT_MAX_DAYS })];
  }
  if (query.class_id === undefined && query.section_id === undefined) {
    errors.class_id = [customMessage('attendance_report_scope')];
  }
  return errors;
}
export type AttendanceReportQuery = z.input<typeof attendanceReportQuerySchema>;
export type AttendanceReportValues = z.output<typeof attendanceReportFiltersSchema>;

/** One student's figures over the range. */
export const attendanceReportRowSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  admission_no: z.string(),
  class_name: z.string(),
  section_name: z.string(),
  /** Registers taken for their section in the range. */
  days: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  rate: z.number().nullable(),
});
export type AttendanceReportRow = z.infer<typeof attendanceReportRowSchema>;

export const attendanceReportSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  /** Over every student of the class or section, whatever the page. */
  summary: attendanceCountsSchema.extend({ days: z.number().int() }),
  students: z.array(attendanceReportRowSchema),
  pagination: paginationSchema,
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

/** A student's marks over their current academic year: the rate and the calendar. */
export const studentAttendanceSchema = z.object({
  academic_year_id: z.number().int().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  counts: attendanceCountsSchema,
  /** Every register taken for the student's section(s), oldest first: the calendar's days. */
  days: z.array(
    z.object({ date: z.string(), status: z.enum(ATTENDANCE_STATUSES), note: z.string().nullable() }),
  ),
});
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;
