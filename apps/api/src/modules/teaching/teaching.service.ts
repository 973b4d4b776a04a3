import type { TeachingSection } from '@school/contract';
import type { DB } from '../../db/connect';
import { currentYearId } from '../academic-years/academic-years.repository';
import { seatsTaken } from '../enrollments/enrollments.repository';
import { subjectsTaughtIn, taughtSections } from './teaching.repository';

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
