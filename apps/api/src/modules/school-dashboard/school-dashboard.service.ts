import type { SchoolActivityList, SchoolDashboardStats } from '@school/contract';
import type { DB } from '../../db/connect';
import { addDays, localDate } from '../../lib/calendar';
import { countedPage } from '../../lib/pagination';
import { findCurrentYear } from '../academic-years/academic-years.repository';
import { schoolDays, schoolHasRegisters } from '../attendance/attendance-figures.repository';
import { withRate } from '../attendance/attendance-counts';
import { admissionsByMonth, classDistribution } from '../students/student-figures.repository';
import { activityList, type ActivityFilters } from './school-activities.repository';
import { weeklyFigures } from './school-dashboard.repository';

/** How many of the latest audit entries the dashboard shows; View All pages through the rest. */
export const RECENT_ACTIVITIES = 8;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The attendance chart's window: a month of school days, ending today. */
export const ATTENDANCE_TREND_DAYS = 30;

/**
 * Today's attendance rate and the chart's, from the school's per-day sums of its registers. A day
 * nobody was counted on (no register, or only empty sections) has no point rather than a 0.
 */
async function attendanceFigures(db: DB, schoolId: number, today: string) {
  const days = await schoolDays(db, schoolId, addDays(today, 1 - ATTENDANCE_TREND_DAYS), today);
  const trend = days.flatMap(({ date, ...counts }) => {
    const { rate } = withRate(counts);
    return rate === null ? [] : [{ date, rate }];
  });
  return {
    attendance_rate_today: trend.find((d) => d.date === today)?.rate ?? null,
    attendance_recorded: days.length > 0 || (await schoolHasRegisters(db, schoolId)),
    attendance_trend: trend,
  };
}

/** The dashboard's figures of one school at `now`, "today" being the day of the platform timezone. */
export async function dashboardStats(
  db: DB,
  schoolId: number,
  now: Date,
  timeZone: string,
): Promise<SchoolDashboardStats> {
  const today = localDate(now, timeZone);
  const [figures, currentYear, trend, recent, attendance] = await Promise.all([
    weeklyFigures(db, schoolId, new Date(now.getTime() - WEEK_MS).toISOString()),
    findCurrentYear(db, schoolId),
    admissionsByMonth(db, schoolId, today),
    activityList(db, schoolId, {}).window({ limit: RECENT_ACTIVITIES, offset: 0 }).execute(),
    attendanceFigures(db, schoolId, today),
  ]);
  return {
    ...figures,
    ...attendance,
    enrollment_trend: trend,
    class_sizes: await classDistribution(db, schoolId, currentYear ?? null),
    recent_activities: recent,
  };
}

export async function activityPage(
  db: DB,
  schoolId: number,
  filters: ActivityFilters,
  page: number,
  perPage: number,
): Promise<SchoolActivityList> {
  const { count, window } = activityList(db, schoolId, filters);
  const { rows, pagination } = await countedPage(db, { page, perPage }, count, window);
  return { activities: rows, pagination };
}
