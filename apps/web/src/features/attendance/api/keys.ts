/** The overview of a date as the screen asks for it: page and page size always set. */
export interface AttendanceDayQuery {
  date: string;
  class_id?: number | undefined;
  page: number;
  per_page: number;
}

/** A report's range and place, as the form holds it once it is complete (what the export takes). */
export interface AttendanceReportQuery {
  date_from: string;
  date_to: string;
  class_id?: number | undefined;
  section_id?: number | undefined;
}

/** A page of the report's students, as the screen asks for it. */
export interface AttendanceReportPageQuery extends AttendanceReportQuery {
  page: number;
  per_page: number;
}

/**
 * React Query keys of the attendance screen. A saved register invalidates the school's day
 * lists, their figures and any report over that day (save-register.ts); a student's year is under
 * the students' keys.
 */
export const attendanceKeys = {
  school: ['school'] as const,
  all: ['school', 'attendance'] as const,
  day: (query: AttendanceDayQuery) => [...attendanceKeys.all, 'day', query] as const,
  register: (sectionId: number, date: string) =>
    [...attendanceKeys.all, 'register', sectionId, date] as const,
  report: (query: AttendanceReportPageQuery) => [...attendanceKeys.all, 'report', query] as const,
  /** Under the classes' and sections' keys, so a change there refreshes the dropdowns too. */
  classOptions: () => ['school', 'classes', 'options'] as const,
  sectionOptions: (classId: number) => ['school', 'sections', 'options', classId] as const,
};
