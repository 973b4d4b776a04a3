import { z } from 'zod';
import { fieldMessage, ruleError as m } from './messages';
import { fieldErrorsSchema, paginationSchema, sortableListQuery, successEnvelope } from './envelope';
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
    is_current: z.boolean(m('boolean', 'is_current')).default(false),
  })
  // ISO dates compare as text.
  .refine((year) => year.end_date > year.start_date, {
    path: ['end_date'],
    ...m('date_after', 'end_date', { other: 'start_date' }),
  });
export type AcademicYearInput = z.input<typeof academicYearInputSchema>;

/**
 * A saved year, with what looks wrong but is allowed: `warnings.name` when the name does not
 * match the dates (academicYearNameWarning). The year is saved either way.
 */
export const savedAcademicYearEnvelope = successEnvelope(academicYearSchema).extend({
  warnings: fieldErrorsSchema.optional(),
});
export type SavedAcademicYear = z.infer<typeof savedAcademicYearEnvelope>;

/** The name a year from `start` to `end` (YYYY-MM-DD) is given: 2026-27, or 2026 within one year. */
export function academicYearExampleName(start: string, end: string): string {
  const [from, to] = [start.slice(0, 4), end.slice(0, 4)];
  return from === to ? from : `${from}-${to.slice(2)}`;
}

/**
 * Whether a year's name says its calendar years: "2026-2027", "2026/27", "2026 – 27" or
 * "Session 2026-27" for a year spanning 2026 and 2027; "2026" for one within 2026. Null when it
 * does, else the warning the form shows before saving and the API returns with the saved year.
 */
export function academicYearNameWarning(name: string, start: string, end: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return null;
  const [from, to] = [start.slice(0, 4), end.slice(0, 4)];
  const span = /(?<!\d)(\d{4})\s*[-/–]\s*(\d{4}|\d{2})(?!\d)/.exec(name);
  const matches = span
    ? span[1] === from && (span[2] === to || span[2] === to.slice(2))
    : from === to && new RegExp(`(?<!\\d)${from}(?!\\d)`).test(name);
  if (matches) return null;
  return fieldMessage('year_name_dates', 'name', {
    from: start,
    to: end,
    example: academicYearExampleName(start, end),
  });
}
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
