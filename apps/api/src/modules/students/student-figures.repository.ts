import type { StudentAnalytics } from '@school/contract';
import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import type { AcademicYearRow } from '../../db/database';
import { enrolmentsFigure, perDate, perItem } from '../../lib/figure-counts';
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
 * and the school dashboard both draw it, from the school's enrolments kept per year and class
 * (lib/figure-counts.ts) and its classes' names.
 */
export async function classDistribution(
  db: DB,
  schoolId: number,
  currentYear: AcademicYearRow | null,
): Promise<{ class_name: string; student_count: number }[]> {
  if (currentYear === null) return [];
  const counts = await perItem(db, enrolmentsFigure(schoolId), String(currentYear.id));
  if (counts.size === 0) return [];
  const classes = await db
    .selectFrom('classes')
    .select(['id', 'name', 'grade_level'])
    .where('school_id', '=', schoolId)
    .where('id', 'in', [...counts.keys()].map(Number))
    .execute();
  return classes
    .sort((a, b) => (a.grade_level ?? 99) - (b.grade_level ?? 99) || a.name.localeCompare(b.name))
    .map((c) => ({ class_name: c.name, student_count: counts.get(String(c.id))! }));
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
  // The school's admissions kept per admission date, a year of dates at most.
  const dates = await perDate(db, `admissions:${schoolId}`, {
    first: `${key(first.year, first.month)}-01`,
    last: today,
  });
  const counts = new Map<string, number>();
  for (const [date, n] of dates) counts.set(date.slice(0, 7), (counts.get(date.slice(0, 7)) ?? 0) + n);
  return months.map(({ year: y, month: m }) => ({
    month: key(y, m),
    month_name: `${MONTHS[m - 1]} ${y}`,
    enrollment_count: counts.get(key(y, m)) ?? 0,
  }));
}
