import type { StudentAnalytics } from '@school/contract';
import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import type { AcademicYearRow } from '../../db/database';
import { maintainedCounts, schoolTableCounter } from '../../lib/row-counts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The students analytics over the whole school: totals from the maintained counter, the rest
 * grouped in the database; classes are those of the current year's enrolments.
 */
export async function studentFigures(
  db: DB,
  schoolId: number,
  currentYear: AcademicYearRow | null,
): Promise<StudentAnalytics> {
  const [counts, active, byGender, admitted, byClass] = await Promise.all([
    maintainedCounts(db, [schoolTableCounter('students', schoolId)]),
    activeStudents(db, schoolId),
    db
      .selectFrom('students')
      .select(['gender', (eb) => eb.fn.countAll<number>().as('n')])
      .where('school_id', '=', schoolId)
      .groupBy('gender')
      .execute(),
    newEnrolments(db, schoolId, currentYear),
    classDistribution(db, schoolId, currentYear),
  ]);
  const gender = { male: 0, female: 0, other: 0 };
  for (const row of byGender) gender[row.gender] = Number(row.n);
  return {
    total_students: counts.get(schoolTableCounter('students', schoolId))!,
    active_students: active,
    new_enrollments: admitted,
    gender_distribution: gender,
    class_distribution: byClass,
  };
}

/**
 * The students analytics of one year: the students enrolled in it (its totals, active students,
 * gender and classes), and new enrolments those admitted between its first and last day.
 */
export async function yearFigures(
  db: DB,
  schoolId: number,
  year: AcademicYearRow,
): Promise<StudentAnalytics> {
  const enrolled = db
    .selectFrom('enrollments as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('e.school_id', '=', schoolId)
    .where('e.academic_year_id', '=', year.id);
  const [totals, byGender, byClass] = await Promise.all([
    enrolled
      .select([
        (eb) => eb.fn.countAll<number>().as('total'),
        sql<number>`sum(CASE WHEN s.status = 'active' AND u.status = 'active' THEN 1 ELSE 0 END)`.as(
          'active',
        ),
        sql<number>`sum(CASE WHEN s.admission_date >= ${year.start_date} AND s.admission_date <= ${year.end_date} THEN 1 ELSE 0 END)`.as(
          'admitted',
        ),
      ])
      .executeTakeFirstOrThrow(),
    enrolled
      .select(['s.gender', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('s.gender')
      .execute(),
    classDistribution(db, schoolId, year),
  ]);
  const gender = { male: 0, female: 0, other: 0 };
  for (const row of byGender) gender[row.gender] = Number(row.n);
  return {
    total_students: Number(totals.total),
    active_students: Number(totals.active ?? 0),
    new_enrollments: Number(totals.admitted ?? 0),
    gender_distribution: gender,
    class_distribution: byClass,
  };
}

/**
 * Active students wherever a figure counts them (the students analytics, the school profile):
 * enrolled as active and with an account that may sign in (docs/decisions.md).
 */
export async function activeStudents(db: DB, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('s.school_id', '=', schoolId)
    .where('s.status', '=', 'active')
    .where('u.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * New enrolments wherever a figure counts them (the students analytics, the school profile's
 * growth): admissions since the current year began, since 1 January when no year is current.
 */
export async function newEnrolments(
  db: DB,
  schoolId: number,
  currentYear: AcademicYearRow | null,
): Promise<number> {
  const since = currentYear?.start_date ?? `${new Date().toISOString().slice(0, 4)}-01-01`;
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_id', '=', schoolId)
    .where('admission_date', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Students per class in the current year's enrolments, by grade then name; classes nobody is
 * enrolled in are left out, and there are none without a current year. The students analytics
 * and the school dashboard both draw it.
 */
export async function classDistribution(
  db: DB,
  schoolId: number,
  currentYear: AcademicYearRow | null,
): Promise<{ class_name: string; student_count: number }[]> {
  if (currentYear === null) return [];
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .select(['c.name as class_name', 'c.grade_level', (eb) => eb.fn.countAll<number>().as('n')])
    .where('e.school_id', '=', schoolId)
    .where('e.academic_year_id', '=', currentYear.id)
    .groupBy(['c.id', 'c.name', 'c.grade_level'])
    .execute();
  return rows
    .sort((a, b) => (a.grade_level ?? 99) - (b.grade_level ?? 99) || a.class_name.localeCompare(b.class_name))
    .map((r) => ({ class_name: r.class_name, student_count: Number(r.n) }));
}

/** Admissions in each of the twelve months up to `today`'s, oldest first, empty months as 0. */
export async function admissionsByMonth(
  db: DB,
  schoolId: number,
  today: string,
): Promise<{ month: string; month_name: string; enrollment_count: number }[]> {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const months = Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  const key = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
  const first = months[0]!;
  // substr works alike on both engines; dates are stored as YYYY-MM-DD text.
  const month_key = sql<string>`substr(admission_date, 1, 7)`;
  const rows = await db
    .selectFrom('students')
    .select([month_key.as('month'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('school_id', '=', schoolId)
    .where('admission_date', '>=', `${key(first.year, first.month)}-01`)
    .where('admission_date', '<=', today)
    .groupBy(month_key)
    .execute();
  const counts = new Map(rows.map((r) => [r.month, Number(r.n)]));
  return months.map(({ year: y, month: m }) => ({
    month: key(y, m),
    month_name: `${MONTHS[m - 1]} ${y}`,
    enrollment_count: counts.get(key(y, m)) ?? 0,
  }));
}
