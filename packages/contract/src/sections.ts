import { z } from 'zod';
import { customMessage, lazy, ruleError as m } from './messages';
import { idOf, requiredText, searchTerm } from './fields';
import { paginationSchema, sortableListQuery } from './envelope';
import { genderDistributionSchema } from './classes';

export const sectionSchema = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  name: z.string(),
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  /** Students in the section in the current academic year. */
  students_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Section = z.infer<typeof sectionSchema>;

const capacityMessage = m('whole_number_min', 'capacity', { min: 1 });
const capacity = z
  .number(capacityMessage)
  .int(capacityMessage)
  .min(1, capacityMessage)
  .max(10_000, m('number_max', 'capacity', { max: 10_000 }))
  .nullish()
  .transform((v) => v ?? null);

/** Edit: the class is fixed once created (spec 02: no class selector). */
export const sectionUpdateSchema = z.object({
  name: requiredText('name', 20),
  capacity,
});
export type SectionUpdateInput = z.input<typeof sectionUpdateSchema>;
export type SectionUpdateValues = z.output<typeof sectionUpdateSchema>;

export const sectionInputSchema = sectionUpdateSchema.extend({ class_id: idOf('class_id') });
export type SectionInput = z.input<typeof sectionInputSchema>;
export type SectionValues = z.output<typeof sectionInputSchema>;

export const SECTION_SORTS = ['class', 'name', 'capacity', 'created_at'] as const;

/** By class, then by section name in each class, unless another sort is asked for. */
export const sectionListQuerySchema = sortableListQuery(SECTION_SORTS, 'class').extend({
  search: searchTerm,
  class_id: idOf('class_id').optional(),
});
export type SectionListQuery = z.input<typeof sectionListQuerySchema>;

export const sectionListSchema = z.object({
  sections: z.array(sectionSchema),
  pagination: paginationSchema,
});
export type SectionList = z.infer<typeof sectionListSchema>;

/** The stat cards, over every section of the school (or of the filtered class). */
export const sectionSummarySchema = z.object({
  total_sections: z.number().int(),
  total_students: z.number().int(),
  /** Seats of the sections that have a limit. */
  total_capacity: z.number().int(),
  /** Students over seats in the sections that have a limit, percent to one decimal; null if none has. */
  average_utilization: z.number().nullable(),
});
export type SectionSummary = z.infer<typeof sectionSummarySchema>;

export const sectionAnalyticsSchema = z.object({
  total_students: z.number().int(),
  capacity: z.number().int().nullable(),
  /** Percent to one decimal; null without a limit. */
  capacity_utilization: z.number().nullable(),
  /**
   * Percent of the enrolled who came (present or late) over the section's registers of the
   * current academic year, one decimal; null before any register.
   */
  attendance_rate: z.number().nullable(),
  gender_distribution: genderDistributionSchema,
});
export type SectionAnalytics = z.infer<typeof sectionAnalyticsSchema>;

export const assignStudentsInputSchema = z.object({
  student_ids: z
    .array(idOf('student_ids'), m('required', 'student_ids'))
    .min(
      1,
      lazy(() => customMessage('assign_students_min')),
    )
    .max(
      100,
      lazy(() => customMessage('assign_students_max', { max: 100 })),
    ),
  /** The year whose enrolments move; the current year when absent. */
  academic_year_id: idOf('academic_year_id').nullish(),
  roll_numbers: z.record(z.string(), z.string().trim().max(20)).optional(),
});
export type AssignStudentsInput = z.input<typeof assignStudentsInputSchema>;

/** Capacity colours (spec 02 section 9): red above 90%, yellow above 75%, else green. */
export function capacityLevel(percent: number): 'high' | 'medium' | 'low' {
  if (percent > 90) return 'high';
  if (percent > 75) return 'medium';
  return 'low';
}

/** Students over seats as a percent to one decimal. */
export const utilization = (students: number, seats: number) => Math.round((students / seats) * 1000) / 10;
