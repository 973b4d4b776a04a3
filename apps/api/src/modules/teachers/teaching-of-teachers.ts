import type { DB } from '../../db/connect';

/*
 * What a batch of teachers teaches, in words, for the teachers export: each teacher's classes
 * (with the section, and whether they are its class teacher) and subjects (with where), two
 * queries per batch whatever its size.
 */

export interface TeachingInWords {
  /** "Class 5 - A (class teacher); Class 6" */
  classes: string;
  /** "Mathematics (Class 5 - A); Science" */
  subjects: string;
}

const place = (className: string | null, sectionName: string | null) =>
  className === null ? null : sectionName === null ? className : `${className} - ${sectionName}`;

export async function teachingInWords(db: DB, teacherIds: number[]): Promise<Map<number, TeachingInWords>> {
  const classes = new Map<number, string[]>(teacherIds.map((id) => [id, []]));
  const subjects = new Map<number, string[]>(teacherIds.map((id) => [id, []]));
  if (teacherIds.length > 0) {
    const [classRows, subjectRows] = await Promise.all([
      db
        .selectFrom('teacher_classes as tc')
        .innerJoin('classes as c', 'c.id', 'tc.class_id')
        .leftJoin('sections as s', 's.id', 'tc.section_id')
        .select(['tc.teacher_id', 'c.name as class_name', 's.name as section_name', 'tc.is_class_teacher'])
        .where('tc.teacher_id', 'in', teacherIds)
        .orderBy('tc.id')
        .execute(),
      db
        .selectFrom('teacher_subjects as ts')
        .innerJoin('subjects as sub', 'sub.id', 'ts.subject_id')
        .leftJoin('classes as c', 'c.id', 'ts.class_id')
        .leftJoin('sections as s', 's.id', 'ts.section_id')
        .select([
          'ts.teacher_id',
          'sub.name as subject_name',
          'c.name as class_name',
          's.name as section_name',
        ])
        .where('ts.teacher_id', 'in', teacherIds)
        .orderBy('ts.id')
        .execute(),
    ]);
    for (const row of classRows) {
      const where = place(row.class_name, row.section_name)!;
      classes.get(row.teacher_id)!.push(row.is_class_teacher ? `${where} (class teacher)` : where);
    }
    for (const row of subjectRows) {
      const where = place(row.class_name, row.section_name);
      subjects
        .get(row.teacher_id)!
        .push(where === null ? row.subject_name : `${row.subject_name} (${where})`);
    }
  }
  return new Map(
    teacherIds.map((id) => [
      id,
      { classes: classes.get(id)!.join('; '), subjects: subjects.get(id)!.join('; ') },
    ]),
  );
}

/** Export batches of teachers with what each teaches. */
export async function* withTeaching<T extends { id: number }>(
  db: DB,
  batches: AsyncIterable<T[]>,
): AsyncGenerator<(T & TeachingInWords)[]> {
  for await (const batch of batches) {
    const teaching = await teachingInWords(
      db,
      batch.map((row) => row.id),
    );
    yield batch.map((row) => ({ ...row, ...teaching.get(row.id)! }));
  }
}
