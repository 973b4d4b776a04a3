import { z } from 'zod';
import { paginationSchema, sortableListQuery } from './envelope';
import { isoDate, requiredText, searchTerm } from './fields';

export const academicYearSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  is_current: z.boolean(),
  /** Students enrolled in the year. */
  students_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AcademicYear = z.infer<typeof academicYearSchema>;

export const academicYearInputSchema = z
  .object({
    name: requiredText('name', 50),
    start_date: isoDate('start_date'),
    end_date: isoDate('end_date'),
    /** Make it the current year (the previous current year stops being current). */
    is_current: z.boolean({ error: 'The is current field must be true or false.' }).default(false),
  })
  // ISO dates compare as text.
  .refine((year) => year.end_date > year.start_date, {
    path: ['end_date'],
    message: 'The end date must be a date after start date.',
  });
export type AcademicYearInput = z.input<typeof academicYearInputSchema>;
export type AcademicYearValues = z.output<typeof academicYearInputSchema>;

export const ACADEMIC_YEAR_SORTS = ['start_date', 'name', 'created_at'] as const;

export const academicYearListQuerySchema = sortableListQuery(ACADEMIC_YEAR_SORTS, 'start_date').extend({
  search: searchTerm,
});
export type AcademicYearListQuery = z.input<typeof academicYearListQuerySchema>;

export const academicYearListSchema = z.object({
  academic_years: z.array(academicYearSchema),
  pagination: paginationSchema,
});
export type AcademicYearList = z.infer<typeof academicYearListSchema>;

/**
 * The stat cards: every year of the school, not the loaded page. Active: current, or not ended
 * yet; archived: not current and ended (spec 02 section 4), on the server's date.
 */
export const academicYearSummarySchema = z.object({
  total: z.number().int(),
  current: academicYearSchema.nullable(),
  active: z.number().int(),
  archived: z.number().int(),
});
export type AcademicYearSummary = z.infer<typeof academicYearSummarySchema>;

/** Days left in a year on `today` (both YYYY-MM-DD): rounded up, never below zero (spec 02). */
export function daysRemaining(endDate: string, today: string): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.max(0, Math.ceil(ms / 86_400_000));
}
