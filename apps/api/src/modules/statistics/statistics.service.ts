import type {
  ActivityStatistics,
  GrowthStatistics,
  MonthlyChange,
  PerformanceStatistics,
  PlatformStatistics,
  SchoolsStatistics,
  StatisticsOverview,
  StatisticsPeriod,
  UsersStatistics,
} from '@school/contract';
import type { DB } from '../../db/connect';
import {
  activeStudents,
  activeStudentsCreatedSince,
  activeUsers,
  adoptedSchools,
  schoolFigures,
  schoolsByState,
  signInsFrom,
  topSchools,
  totalSchools,
  totalStudents,
  totalTeachers,
  totalUsers,
  usersPerRole,
  usersSignedInOn,
  usersSignedInSince,
} from './platform-figures.repository';
import { dayWindow, localDate } from '../../lib/calendar';
import { createdSince, perZoneDay } from '../../lib/figure-counts';
import {
  createdPerPeriod,
  noticesPerDay,
  noticesPublished,
  type CreatedTable,
} from './statistics-series.repository';
import { daysBefore, growthPeriods, percentOf } from './statistics-periods';

/*
 * The super administrator's statistics at a moment `now`, with days of the platform timezone
 * `timeZone` ("today", the week, the charts' days). docs/decisions.md, "Platform statistics",
 * defines every figure; the tests recompute each from the rows they insert.
 */

const MONTH_DAYS = 30;
const WEEK_DAYS = 7;

export async function platformStatistics(db: DB, now: Date, timeZone: string): Promise<PlatformStatistics> {
  const week = dayWindow(WEEK_DAYS, now, timeZone);
  const [schools, users, active, students, active_students, teachers, notices, signIns] = await Promise.all([
    schoolFigures(db),
    totalUsers(db),
    activeUsers(db),
    totalStudents(db),
    activeStudents(db),
    totalTeachers(db),
    noticesPublished(db, week.first, week.last),
    signInsFrom(db, timeZone, week.last),
  ]);
  return {
    schools,
    users: { total: users, active },
    academic: { students, active_students, teachers },
    activity: { notices_last_7_days: notices, sign_ins_today: signIns },
  };
}

/** A count now and 30 days ago: now, less what was created since (deleted rows cannot be counted back). */
function monthlyChange(total: number, createdWithinMonth: number): MonthlyChange {
  const month_ago = total - createdWithinMonth;
  return { total, month_ago, growth_percent: percentOf(total - month_ago, month_ago) };
}

export async function statisticsOverview(db: DB, now: Date, timeZone: string): Promise<StatisticsOverview> {
  const since = daysBefore(now, MONTH_DAYS);
  const [platform, newSchools, newUsers, newActiveStudents] = await Promise.all([
    platformStatistics(db, now, timeZone),
    createdSince(db, 'schools', since, timeZone),
    createdSince(db, 'users', since, timeZone),
    activeStudentsCreatedSince(db, since, timeZone),
  ]);
  return {
    ...platform,
    from_last_month: {
      schools: monthlyChange(platform.schools.total, newSchools),
      users: monthlyChange(platform.users.total, newUsers),
      active_students: monthlyChange(platform.academic.active_students, newActiveStudents),
    },
  };
}

/**
 * Totals at the end of each period and rows created within it. A total is the count now less
 * the rows created after the period ended, so only the window is read, never the whole table.
 */
async function series(
  db: DB,
  table: CreatedTable,
  total: number,
  periods: ReturnType<typeof growthPeriods>,
  timeZone: string,
) {
  const { perPeriod, after } = await createdPerPeriod(db, table, periods, timeZone);
  let createdLater = after;
  const totals = new Array<number>(periods.length);
  for (let i = periods.length - 1; i >= 0; i--) {
    totals[i] = total - createdLater;
    createdLater += perPeriod[i]!;
  }
  return { totals, created: perPeriod };
}

/** The last period's total against the one before, in percent. */
const lastChange = (totals: number[]) => {
  const [before, last] = totals.slice(-2) as [number, number];
  return percentOf(last - before, before);
};

export async function growthStatistics(
  db: DB,
  period: StatisticsPeriod,
  now: Date,
  timeZone: string,
): Promise<GrowthStatistics> {
  const periods = growthPeriods(period, now, timeZone);
  const [schoolsNow, usersNow, studentsNow] = await Promise.all([
    totalSchools(db),
    totalUsers(db),
    totalStudents(db),
  ]);
  const [schools, users, students] = await Promise.all([
    series(db, 'schools', schoolsNow, periods, timeZone),
    series(db, 'users', usersNow, periods, timeZone),
    series(db, 'students', studentsNow, periods, timeZone),
  ]);
  return {
    period,
    growth_data: periods.map((p, i) => ({
      period_name: p.name,
      period_start: p.date,
      total_schools: schools.totals[i]!,
      total_users: users.totals[i]!,
      total_students: students.totals[i]!,
      new_schools: schools.created[i]!,
      new_users: users.created[i]!,
      new_students: students.created[i]!,
    })),
    growth_rates: {
      schools_growth_rate: lastChange(schools.totals),
      users_growth_rate: lastChange(users.totals),
      students_growth_rate: lastChange(students.totals),
    },
  };
}

export async function activityStatistics(
  db: DB,
  days: number,
  now: Date,
  timeZone: string,
): Promise<ActivityStatistics> {
  const window = dayWindow(days, now, timeZone);
  const range = { first: window.first, last: window.last };
  const [registered, signIns, notices, enrolled] = await Promise.all([
    perZoneDay(db, 'users_created', timeZone, range),
    perZoneDay(db, 'audit_events', timeZone, range, 'user_login'),
    noticesPerDay(db, window),
    perZoneDay(db, 'students_created', timeZone, range),
  ]);
  return {
    days,
    daily_activity: window.days.map(({ date, day_name }) => ({
      date,
      day_name,
      users_registered: registered.get(date) ?? 0,
      sign_ins: signIns.get(date) ?? 0,
      notices_published: notices.get(date) ?? 0,
      students_enrolled: enrolled.get(date) ?? 0,
    })),
  };
}

export async function schoolsStatistics(db: DB): Promise<SchoolsStatistics> {
  const [top, byState] = await Promise.all([topSchools(db), schoolsByState(db)]);
  return { top_schools_by_users: top, schools_by_state: byState };
}

export async function usersStatistics(db: DB): Promise<UsersStatistics> {
  const [total, roles] = await Promise.all([totalUsers(db), usersPerRole(db)]);
  return {
    total_users: total,
    users_by_role: roles,
    by_role: Object.fromEntries(roles.map((r) => [r.name, r.users_count])),
  };
}

export async function performanceStatistics(
  db: DB,
  now: Date,
  timeZone: string,
): Promise<PerformanceStatistics> {
  const monthAgo = daysBefore(now, MONTH_DAYS);
  const [users, active, newUsers, retained, daily, weekly, schools, adopted] = await Promise.all([
    totalUsers(db),
    activeUsers(db),
    createdSince(db, 'users', monthAgo, timeZone),
    usersSignedInSince(db, monthAgo, monthAgo),
    usersSignedInOn(db, timeZone, localDate(now, timeZone)),
    usersSignedInSince(db, daysBefore(now, WEEK_DAYS)),
    schoolFigures(db),
    adoptedSchools(db),
  ]);
  return {
    engagement_metrics: {
      user_retention_rate: percentOf(retained, users - newUsers),
      daily_active_users: daily,
      weekly_active_users: weekly,
      weekly_active_rate: percentOf(weekly, users),
    },
    health_indicators: {
      platform_adoption_rate: percentOf(adopted, schools.active),
      active_schools_rate: percentOf(schools.active, schools.total),
      active_accounts_rate: percentOf(active, users),
    },
  };
}
