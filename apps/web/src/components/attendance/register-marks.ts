import type { AttendanceRegister, AttendanceSaveValues, AttendanceStatus } from '@school/contract';

/*
 * The register as it is marked: a status and a note per student, everyone present until
 * marked otherwise. What is sent names only the students who are not simply present.
 */

export interface Mark {
  status: AttendanceStatus;
  note: string;
}

export type Marks = ReadonlyMap<number, Mark>;

/** The marks the register was saved with (present, without a note, where it was not taken). */
export const marksOf = (register: AttendanceRegister): Marks =>
  new Map(register.students.map((s) => [s.student_id, { status: s.status, note: s.note ?? '' }]));

/** Every student present, notes kept: "Mark all present". */
export const allPresent = (marks: Marks): Marks =>
  new Map([...marks].map(([id, mark]) => [id, { ...mark, status: 'present' as const }]));

/** The body of the save: the students not simply present, in the register's order. */
export function saveBodyOf(register: AttendanceRegister, marks: Marks): AttendanceSaveValues {
  return {
    marks: register.students.flatMap(({ student_id }) => {
      const mark = marks.get(student_id);
      const note = mark?.note.trim() ?? '';
      if (!mark || (mark.status === 'present' && note === '')) return [];
      return [{ student_id, status: mark.status, note: note === '' ? null : note }];
    }),
  };
}

/** How many of each status the marks hold: the figures beside Save. */
export function countOf(marks: Marks): Record<AttendanceStatus, number> {
  const counts: Record<AttendanceStatus, number> = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const mark of marks.values()) counts[mark.status] += 1;
  return counts;
}
