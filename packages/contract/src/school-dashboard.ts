import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './envelope';

/** A count now and the same count a week ago, so the screen can say "+n from last week". */
export const weeklyFigureSchema = z.object({
  total: z.number().int(),
  /** Rows that exist now and were created more than seven days ago. */
  last_week: z.number().int(),
});
export type WeeklyFigure = z.infer<typeof weeklyFigureSchema>;

/** One entry of the school's audit trail, as the dashboard shows it. */
export const schoolActivitySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  description: z.string(),
  /** Who did it; null for an account since deleted or an action of no one's (a seed). */
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type SchoolActivity = z.infer<typeof schoolActivitySchema>;

export const schoolDashboardStatsSchema = z.object({
  students: weeklyFigureSchema,
  teachers: weeklyFigureSchema,
  classes: weeklyFigureSchema,
  sections: weeklyFigureSchema,
  /**
   * Today's attendance rate over the registers taken today (present and late over enrolled, in
   * percent, one decimal; today in the platform timezone); null when none was taken today.
   */
  attendance_rate_today: z.number().nullable(),
  /** Whether the school has taken any register at all: "not taken today" or "none recorded yet". */
  attendance_recorded: z.boolean(),
  /**
   * The school's rate per day over the last 30 days (today included), oldest first: only days on
   * which registers counted someone, so holidays and weekends leave no point.
   */
  attendance_trend: z.array(z.object({ date: z.string(), rate: z.number() })),
  /**
   * Admissions per month over the last twelve months, oldest first, empty months 0: `month` is
   * YYYY-MM (screens name it in the reader's language), `month_name` its English ("Nov 2026").
   */
  enrollment_trend: z.array(
    z.object({ month: z.string(), month_name: z.string(), enrollment_count: z.number().int() }),
  ),
  /** Students per class in the current academic year; empty without a current year. */
  class_sizes: z.array(z.object({ class_name: z.string(), student_count: z.number().int() })),
  /** The school's latest audit entries, newest first. */
  recent_activities: z.array(schoolActivitySchema),
});
export type SchoolDashboardStats = z.infer<typeof schoolDashboardStatsSchema>;

export const schoolActivityListQuerySchema = pageQuerySchema.extend({
  /** Only entries of this event (`student_created`, `notice_updated`, ...). */
  event: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type SchoolActivityListQuery = z.input<typeof schoolActivityListQuerySchema>;

export const schoolActivityListSchema = z.object({
  activities: z.array(schoolActivitySchema),
  pagination: paginationSchema,
});
export type SchoolActivityList = z.infer<typeof schoolActivityListSchema>;
