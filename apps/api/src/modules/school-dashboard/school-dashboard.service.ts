import type { SchoolActivityList, SchoolDashboardStats } from '@school/contract';
import type { DB } from '../../db/connect';
import { localDate } from '../../lib/calendar';
import { countedPage } from '../../lib/pagination';
import { findCurrentYear } from '../academic-years/academic-years.repository';
import { admissionsByMonth, classDistribution } from '../students/student-figures.repository';
import { countActivities, listActivities, type ActivityFilters } from './school-activities.repository';
import { weeklyFigures } from './school-dashboard.repository';

/** How many of the latest audit entries the dashboard shows; View All pages through the rest. */
export const RECENT_ACTIVITIES = 8;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The dashboard's figures of one school at `now`, "today" being the day of the platform timezone. Attendance is null: no register exists yet
 * (a later issue), and the screen says so rather than show a number nobody recorded.
 */
export async function dashboardStats(
  db: DB,
  schoolId: number,
  now: Date,
  timeZone: string,
): Promise<SchoolDashboardStats> {
  const [figures, currentYear, trend, recent] = await Promise.all([
    weeklyFigures(db, schoolId, new Date(now.getTime() - WEEK_MS).toISOString()),
    findCurrentYear(db, schoolId),
    admissionsByMonth(db, schoolId, localDate(now, timeZone)),
    listActivities(db, schoolId, {}, 1, RECENT_ACTIVITIES),
  ]);
  return {
    ...figures,
    attendance_rate_today: null,
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
  const { rows, pagination } = await countedPage(
    { page, perPage },
    () => countActivities(db, schoolId, filters),
    () => listActivities(db, schoolId, filters, page, perPage),
  );
  return { activities: rows, pagination };
}
