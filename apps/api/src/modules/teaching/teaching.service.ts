import type { SectionPupil, TeacherDashboard, TeachingSection } from '@school/contract';
import type { DB } from '../../db/connect';
import { localDate } from '../../lib/calendar';
import { currentYearId } from '../academic-years/academic-years.repository';
import { storageUrl } from '../auth/session-user';
import { countMarks, withRate } from '../attendance/attendance-counts';
import { registersOn, studentsOfRegister } from '../attendance/attendance.repository';
import { isSchoolDay } from '../attendance/attendance.service';
import { seatsTaken } from '../enrollments/enrollments.repository';
import { readableNotices } from '../notices/notice-readers.repository';
import { parentsOfStudents, subjectsTaughtIn, taughtSections } from './teaching.repository';

/** How many of the notices for the teacher the dashboard shows. */
const DASHBOARD_NOTICES = 5;

/** The teacher's sections with the subjects they teach there and the students enrolled this year. */
export async function teachingSections(
  db: DB,
  schoolId: number,
  teacherId: number,
): Promise<TeachingSection[]> {
  const sections = await taughtSections(db, schoolId, teacherId);
  const [subjects, students] = await Promise.all([
    subjectsTaughtIn(db, teacherId, sections),
    seatsTaken(
      db,
      sections.map((s) => s.id),
      await currentYearId(db, schoolId),
    ),
  ]);
  return sections.map((s) => ({
    section_id: s.id,
    section_name: s.name,
    class_id: s.class_id,
    class_name: s.class_name,
    is_class_teacher: s.is_class_teacher,
    subjects: subjects.get(s.id) ?? [],
    students_count: students.get(s.id) ?? 0,
  }));
}

/**
 * The teacher's morning: today (platform timezone), whether the school works today, each of
 * their sections with today's register (all read at once), and the newest notices for teachers
 * of the whole school or of a class or section they teach (notice-readers.repository's rule).
 */
export async function teacherDashboard(
  db: DB,
  schoolId: number,
  teacher: { id: number; userId: number },
  timeZone: string,
  now: Date,
): Promise<TeacherDashboard> {
  const teacherId = teacher.id;
  const date = localDate(now, timeZone);
  const reader = { audience: 'teachers', userId: teacher.userId, teacherId } as const;
  const [sections, day, notices] = await Promise.all([
    teachingSections(db, schoolId, teacherId),
    isSchoolDay(db, schoolId, date),
    readableNotices(db, schoolId, reader, date, DASHBOARD_NOTICES),
  ]);
  const registers = new Map(
    (
      await registersOn(
        db,
        schoolId,
        sections.map((s) => s.section_id),
        date,
      )
    ).map((r) => [r.section_id, r]),
  );
  return {
    date,
    school_day: day,
    sections: sections.map((s) => {
      const register = registers.get(s.section_id);
      return {
        ...s,
        taken: register !== undefined,
        taken_at: register?.created_at ?? null,
        counts: withRate(register ?? countMarks(0, [])),
      };
    }),
    notices: notices.map(({ id, title, body, publish_date }) => ({ id, title, body, publish_date })),
  };
}

/** The students of a section enrolled this year, as the register lists them, with their parents. */
export async function sectionPupils(db: DB, schoolId: number, sectionId: number): Promise<SectionPupil[]> {
  const yearId = await currentYearId(db, schoolId);
  if (yearId === null) return [];
  const students = await studentsOfRegister(db, schoolId, sectionId, yearId);
  const parents = new Map<number, SectionPupil['parents']>(students.map((s) => [s.id, []]));
  for (const { student_id, ...parent } of await parentsOfStudents(
    db,
    schoolId,
    students.map((s) => s.id),
  )) {
    parents.get(student_id)?.push(parent);
  }
  return students.map((s) => ({
    student_id: s.id,
    name: s.name,
    admission_no: s.admission_no,
    roll_no: s.roll_no,
    photo_url: storageUrl(s.profile_picture),
    parents: parents.get(s.id) ?? [],
  }));
}
