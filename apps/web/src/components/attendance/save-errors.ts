import type { AttendanceSaveValues, FieldErrors } from '@school/contract';

/** `marks.3.note` -> 3: the position of the mark in the body sent. */
const MARK_FIELD = /^marks\.(\d+)\./;

export interface SaveErrors {
  /** The messages about each student's mark, by student id: shown beside the student. */
  byStudent: ReadonlyMap<number, string[]>;
  /** The messages about the date. */
  date: string[];
  /** The messages about anything else. */
  elsewhere: string[];
}

/**
 * A 422's field errors sorted by where they are shown. The server names a mark by its position in
 * the body sent (`marks.0.student_id`), so the body tells which student it is about.
 */
export function saveErrorsOf(fieldErrors: FieldErrors, body: AttendanceSaveValues): SaveErrors {
  const { date = [], ...rest } = fieldErrors;
  const byStudent = new Map<number, string[]>();
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(rest)) {
    const index = MARK_FIELD.exec(field)?.[1];
    const studentId = index === undefined ? undefined : body.marks[Number(index)]?.student_id;
    if (studentId === undefined) elsewhere.push(...messages);
    else byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), ...messages]);
  }
  return { byStudent, date, elsewhere };
}
