/**
 * One school at the size of a large real one, for the school admin's lists in the bench: the
 * demo school gets `students` students enrolled over its classes and sections this year,
 * `teachers` teachers and `parents` parents, each parent linked to one or two students.
 */
import type { DB } from '../src/db/connect';
import { DEMO_SCHOOL } from '../src/db/seed/demo';

const FIRST = ['Aarav', 'Diya', 'Ishaan', 'Ananya', 'Kabir', 'Meera', 'Rohan', 'Saanvi', 'Vivaan', 'Zara'];
const LAST = ['Sharma', 'Patel', 'Reddy', 'Iyer', 'Khan', 'Singh', 'Das', 'Nair', 'Gupta', 'Menon', 'Bose'];
/** Rows a statement: under SQLite's bound-parameter limit for the widest table here. */
const BATCH = 500;

export interface SchoolSize {
  students: number;
  teachers: number;
  parents: number;
}

/** What the bench's school cases ask for: the school, and a class and one of its sections. */
export interface FilledSchool {
  schoolId: number;
  classId: number;
  sectionId: number;
}

export async function inBatches<T>(
  db: DB,
  total: number,
  make: (i: number) => T,
  insert: (db: DB, rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < total; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, k) => make(start + k));
    await db.transaction().execute((trx) => insert(trx, rows));
  }
}

/** The id the next row of `table` gets: ids are handed out in order, so batches can be linked. */
export async function nextId(
  db: DB,
  table: 'users' | 'students' | 'parents' | 'teachers' | 'attendance_registers',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id ?? 0) + 1;
}

/** Users of one role, made in batches; answers the id of the first (ids follow in order). */
export async function people(
  db: DB,
  total: number,
  role: string,
  kind: string,
  hash: string,
): Promise<number> {
  const roleId = (
    await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow()
  ).id;
  const first = await nextId(db, 'users');
  const now = new Date().toISOString();
  await inBatches(
    db,
    total,
    (i) => ({
      name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${kind} ${i}`,
      email: `${kind}${i}@greenfield.example.com`,
      phone: null,
      password_hash: hash,
      status: 'active' as const,
      profile_picture: null,
      last_login_at: null,
      email_verified_at: null,
      created_at: now,
      updated_at: now,
    }),
    (trx, rows) => trx.insertInto('users').values(rows).execute(),
  );
  await inBatches(
    db,
    total,
    (i) => ({ role_id: roleId, user_id: first + i, created_at: now }),
    (trx, rows) => trx.insertInto('role_user').values(rows).execute(),
  );
  return first;
}

/** The demo school, its current year, and the class and section the bench filters by. */
export async function findBenchSchool(db: DB) {
  const school = await db
    .selectFrom('schools')
    .select('id')
    .where('code', '=', DEMO_SCHOOL.code)
    .executeTakeFirstOrThrow();
  const schoolId = school.id;
  const year = await db
    .selectFrom('academic_years')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('is_current', '=', true)
    .executeTakeFirstOrThrow();
  const sections = await db
    .selectFrom('sections')
    .select(['id', 'class_id'])
    .where('school_id', '=', schoolId)
    .orderBy('id')
    .execute();
  return { schoolId, yearId: year.id, sections, classId: sections[0]!.class_id, sectionId: sections[0]!.id };
}

export async function fillSchool(db: DB, size: SchoolSize, hash: string): Promise<FilledSchool> {
  const { schoolId, yearId, sections, classId, sectionId } = await findBenchSchool(db);
  const now = new Date().toISOString();
  const day = (i: number) =>
    new Date(Date.parse('2024-04-01') + (i % 600) * 86_400_000).toISOString().slice(0, 10);

  // Students go round the sections in turn; each one's roll number is its place in its section,
  // unique within the section and year as the schema requires.
  const rollNo = (i: number) => String(Math.floor(i / sections.length) + 1);

  const firstStudentUser = await people(db, size.students, 'student', 'student', hash);
  const firstStudent = await nextId(db, 'students');
  await inBatches(
    db,
    size.students,
    (i) => ({
      school_id: schoolId,
      user_id: firstStudentUser + i,
      admission_no: `GPS-${String(i).padStart(5, '0')}`,
      roll_no: rollNo(i),
      dob: '2014-06-01',
      gender: (['male', 'female', 'other'] as const)[i % 3]!,
      blood_group: null,
      admission_date: day(i),
      status: (i % 17 === 0 ? 'inactive' : 'active') as 'active',
      created_at: now,
      updated_at: now,
    }),
    (trx, rows) => trx.insertInto('students').values(rows).execute(),
  );
  await inBatches(
    db,
    size.students,
    (i) => {
      const section = sections[i % sections.length]!;
      return {
        school_id: schoolId,
        student_id: firstStudent + i,
        academic_year_id: yearId,
        class_id: section.class_id,
        section_id: section.id,
        roll_no: rollNo(i),
        created_at: now,
        updated_at: now,
      };
    },
    (trx, rows) => trx.insertInto('enrollments').values(rows).execute(),
  );

  const firstTeacherUser = await people(db, size.teachers, 'teacher', 'teacher', hash);
  await inBatches(
    db,
    size.teachers,
    (i) => ({
      school_id: schoolId,
      user_id: firstTeacherUser + i,
      employee_code: `GPS-T${String(i).padStart(4, '0')}`,
      qualification: 'B.Ed',
      specialization: ['Mathematics', 'Science', 'English', 'Hindi', 'Social Studies'][i % 5]!,
      date_of_joining: day(i),
      gender: (['male', 'female'] as const)[i % 2]!,
      dob: null,
      created_at: now,
      updated_at: now,
    }),
    (trx, rows) => trx.insertInto('teachers').values(rows).execute(),
  );

  const firstParentUser = await people(db, size.parents, 'parent', 'parent', hash);
  const firstParent = await nextId(db, 'parents');
  await inBatches(
    db,
    size.parents,
    (i) => ({
      school_id: schoolId,
      user_id: firstParentUser + i,
      relationship_type: (['father', 'mother', 'guardian', 'other'] as const)[i % 4]!,
      occupation: null,
      address_same_as_student: true,
      alt_phone: null,
      created_at: now,
      updated_at: now,
    }),
    (trx, rows) => trx.insertInto('parents').values(rows).execute(),
  );
  // Each parent one child, every fourth a second one.
  const links = Array.from({ length: size.parents }, (_, i) => [i, i % size.students] as const).concat(
    Array.from(
      { length: Math.floor(size.parents / 4) },
      (_, k) => [k * 4, (k * 4 + 1) % size.students] as const,
    ),
  );
  await inBatches(
    db,
    links.length,
    (n) => ({
      school_id: schoolId,
      parent_id: firstParent + links[n]![0],
      student_id: firstStudent + links[n]![1],
      // One primary parent per student: the first link made to each.
      is_primary: links[n]![1] === links[n]![0] % size.students && links[n]![0] < size.students,
      created_at: now,
      updated_at: now,
    }),
    (trx, rows) => trx.insertInto('parent_student').values(rows).execute(),
  );
  return { schoolId, classId, sectionId };
}
