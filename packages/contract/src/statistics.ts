import { z } from 'zod';
import { ruleError as m } from './messages';
import { SORT_DIRECTIONS } from './envelope';

/*
 * The super administrator's platform statistics (spec 01 sections 3 and 7). Every figure is
 * counted from the data; docs/decisions.md ("Platform statistics") defines each one. Nothing
 * about assignments is here: the platform does not record them yet, and a series of zeros would
 * read as "none were set".
 */

/** A share in percent, one decimal; null when there is nothing to take a share of. */
const percent = z.number().nullable();

/** How growth is grouped: days, ISO weeks (Monday to Sunday) or calendar months of the platform timezone. */
export const STATISTICS_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** The activity windows the statistics screen offers, in days of the platform timezone ending today. */
export const ACTIVITY_WINDOWS = ['7', '30', '90'] as const;
export type ActivityWindow = (typeof ACTIVITY_WINDOWS)[number];

/** How many periods the growth chart shows (spec 01 section 9). */
export const GROWTH_PERIODS = 12;

export const growthQuerySchema = z.object({
  period: z
    .enum(STATISTICS_PERIODS, m('one_of', 'period', { values: STATISTICS_PERIODS.join(', ') }))
    .default('monthly'),
});
export type GrowthQuery = z.input<typeof growthQuerySchema>;

export const activityQuerySchema = z.object({
  days: z
    .enum(ACTIVITY_WINDOWS, m('one_of', 'days', { values: ACTIVITY_WINDOWS.join(', ') }))
    .default('30')
    .transform(Number),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** A count now and 30 days ago, and the change between them in percent. */
export const monthlyChangeSchema = z.object({
  total: z.number().int(),
  /** The rows that exist now and already existed 30 days ago. */
  month_ago: z.number().int(),
  /** (total - month_ago) / month_ago, in percent, one decimal; null when month_ago is 0. */
  growth_percent: percent,
});
export type MonthlyChange = z.infer<typeof monthlyChangeSchema>;

/** Spec 01 "Platform statistics", with active students and notices in place of assignments. */
export const platformStatisticsSchema = z.object({
  schools: z.object({
    total: z.number().int(),
    active: z.number().int(),
    /** Distinct education boards among the schools. */
    boards: z.number().int(),
    /** Distinct states among the schools that name one. */
    states: z.number().int(),
  }),
  users: z.object({ total: z.number().int(), active: z.number().int() }),
  academic: z.object({
    students: z.number().int(),
    active_students: z.number().int(),
    teachers: z.number().int(),
  }),
  activity: z.object({
    /** Notices whose publish date is today or one of the six days before (platform timezone). */
    notices_last_7_days: z.number().int(),
    /** Sign-ins (user_login audit entries) since 00:00 today in the platform timezone. */
    sign_ins_today: z.number().int(),
  }),
});
export type PlatformStatistics = z.infer<typeof platformStatisticsSchema>;

/** GET /superadmin/statistics: the platform figures and the dashboard cards' monthly change. */
export const statisticsOverviewSchema = platformStatisticsSchema.extend({
  from_last_month: z.object({
    schools: monthlyChangeSchema,
    users: monthlyChangeSchema,
    active_students: monthlyChangeSchema,
  }),
});
export type StatisticsOverview = z.infer<typeof statisticsOverviewSchema>;

export const growthPointSchema = z.object({
  /** "27 Nov", "Week of 24 Nov", "Nov 2026". */
  period_name: z.string(),
  /** First day of the period (YYYY-MM-DD, platform timezone). */
  period_start: z.string(),
  /** Rows created before the period ended (now, for the current period). */
  total_schools: z.number().int(),
  total_users: z.number().int(),
  total_students: z.number().int(),
  /** Rows created within the period. */
  new_schools: z.number().int(),
  new_users: z.number().int(),
  new_students: z.number().int(),
});
export type GrowthPoint = z.infer<typeof growthPointSchema>;

export const growthStatisticsSchema = z.object({
  period: z.enum(STATISTICS_PERIODS),
  /** The last 12 periods, oldest first; the last one is the current period. */
  growth_data: z.array(growthPointSchema),
  /** The last period's total against the one before, in percent; null when that one was 0. */
  growth_rates: z.object({
    schools_growth_rate: percent,
    users_growth_rate: percent,
    students_growth_rate: percent,
  }),
});
export type GrowthStatistics = z.infer<typeof growthStatisticsSchema>;

export const dailyActivitySchema = z.object({
  /** YYYY-MM-DD, a day of the platform timezone. */
  date: z.string(),
  /** "Mon" ... "Sun". */
  day_name: z.string(),
  users_registered: z.number().int(),
  /** user_login audit entries. */
  sign_ins: z.number().int(),
  /** Notices whose publish date is the day. */
  notices_published: z.number().int(),
  /** Student records created that day. */
  students_enrolled: z.number().int(),
});
export type DailyActivity = z.infer<typeof dailyActivitySchema>;

export const activityStatisticsSchema = z.object({
  days: z.number().int(),
  /** One entry per day (platform timezone) of the window, oldest first, ending today. */
  daily_activity: z.array(dailyActivitySchema),
});
export type ActivityStatistics = z.infer<typeof activityStatisticsSchema>;

export const topSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  students_count: z.number().int(),
  teachers_count: z.number().int(),
});
export type TopSchool = z.infer<typeof topSchoolSchema>;

/** How many schools the top-schools chart names (spec 01 section 9). */
export const TOP_SCHOOLS = 10;

export const schoolsStatisticsSchema = z.object({
  /** The 10 schools with the most students and teachers together, most first (ties: oldest first). */
  top_schools_by_users: z.array(topSchoolSchema),
  /** Schools per state, most first; null for schools that name none. */
  schools_by_state: z.array(z.object({ state: z.string().nullable(), schools_count: z.number().int() })),
});
export type SchoolsStatistics = z.infer<typeof schoolsStatisticsSchema>;

export const usersStatisticsSchema = z.object({
  total_users: z.number().int(),
  /** Every role, oldest first (the core roles lead), with the users holding it. */
  users_by_role: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      display_name: z.string().nullable(),
      users_count: z.number().int(),
    }),
  ),
  /** The same counts by role name. */
  by_role: z.record(z.string(), z.number().int()),
});
export type UsersStatistics = z.infer<typeof usersStatisticsSchema>;

export const performanceStatisticsSchema = z.object({
  engagement_metrics: z.object({
    /** Users created more than 30 days ago who signed in within the last 30 days, in percent. */
    user_retention_rate: percent,
    /** Distinct users who signed in since 00:00 today in the platform timezone. */
    daily_active_users: z.number().int(),
    /** Distinct users who signed in within the last 7 days. */
    weekly_active_users: z.number().int(),
    /** weekly_active_users over all users, in percent. */
    weekly_active_rate: percent,
  }),
  health_indicators: z.object({
    /** Active schools with at least one student and one teacher, over active schools, in percent. */
    platform_adoption_rate: percent,
    /** Active schools over all schools, in percent. */
    active_schools_rate: percent,
    /** Users whose account is active over all users, in percent. */
    active_accounts_rate: percent,
  }),
});
export type PerformanceStatistics = z.infer<typeof performanceStatisticsSchema>;

/** How many of the latest audit entries the dashboard's Recent Activities table shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

export const recentActivityQuerySchema = z.object({
  /** The latest entries, listed newest first (desc, the default) or oldest first (asc). */
  direction: z
    .enum(SORT_DIRECTIONS, m('one_of', 'direction', { values: SORT_DIRECTIONS.join(', ') }))
    .default('desc'),
});
export type RecentActivityQuery = z.input<typeof recentActivityQuerySchema>;

export const recentActivitySchema = z.object({
  id: z.number().int(),
  /** The audit event: user_login, school_created, ... */
  event: z.string(),
  description: z.string(),
  /** Who did it; null for an account since deleted or an action of no one's (a seed). */
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  created_at: z.string(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const recentActivityListSchema = z.object({ activities: z.array(recentActivitySchema) });
export type RecentActivityList = z.infer<typeof recentActivityListSchema>;
