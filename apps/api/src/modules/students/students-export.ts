import type { DB } from '../../db/connect';
import {
  enrolmentsIn,
  parentsOfStudents,
  studentBatches,
  type StudentFilters,
  type StudentWithUser,
} from './students.repository';

/*
 * The students file: each student with their class, section and roll number of the year looked
 * at (the list's), and their parents, as a school hands it to its office or a spreadsheet.
 */

export const STUDENT_EXPORT_HEADER = [
  'id',
  'name',
  'email',
  'phone',
  'admission_no',
  'academic_year',
  'class',
  'section',
  'roll_no',
  'gender',
  'dob',
  'status',
  'admission_date',
  'parent_names',
  'parent_phones',
  'parent_emails',
  'created_at',
] as const;

type Placed = Awaited<ReturnType<typeof enrolmentsIn>> extends Map<number, infer E> ? E : never;
type Parent = Awaited<ReturnType<typeof parentsOfStudents>> extends Map<number, (infer P)[]> ? P : never;

export interface ExportedStudent extends StudentWithUser {
  enrolment: Placed | undefined;
  parents: Parent[];
}

/** The filtered students in batches, each batch read with its year's placements and its parents. */
export async function* exportedStudents(
  db: DB,
  schoolId: number,
  filters: StudentFilters,
  yearId: number | null,
): AsyncGenerator<ExportedStudent[]> {
  for await (const batch of studentBatches(db, schoolId, filters, yearId)) {
    const ids = batch.map((s) => s.id);
    const [placed, parents] = await Promise.all([enrolmentsIn(db, ids, yearId), parentsOfStudents(db, ids)]);
    yield batch.map((s) => ({ ...s, enrolment: placed.get(s.id), parents: parents.get(s.id) ?? [] }));
  }
}

/** Several parents in one cell each, in the same order in every parent column. */
const joined = (values: (string | null)[]) => values.map((v) => v ?? '').join('; ');

export const exportedCells = (s: ExportedStudent) => [
  s.id,
  s.name,
  s.email,
  s.phone,
  s.admission_no,
  s.enrolment?.academic_year_name ?? null,
  s.enrolment?.class_name ?? null,
  s.enrolment?.section_name ?? null,
  s.enrolment?.roll_no ?? null,
  s.gender,
  s.dob,
  s.status,
  s.admission_date,
  joined(s.parents.map((p) => p.name)),
  joined(s.parents.map((p) => p.phone)),
  joined(s.parents.map((p) => p.email)),
  s.created_at,
];
