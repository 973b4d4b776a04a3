import { z } from 'zod';
import { ruleError as m } from './messages';
import { paginationSchema, sortableListQuery } from './envelope';
import { requiredText, searchTerm } from './fields';

export const GRADE_LEVELS = { min: 1, max: 12 } as const;

export const classSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  grade_level: z.number().int().nullable(),
  /** Students enrolled in the class in the current academic year. */
  students_count: z.number().int(),
  teachers_count: z.number().int(),
  sections_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SchoolClass = z.infer<typeof classSchema>;

const gradeMessage = m('whole_number_range', 'grade_level', GRADE_LEVELS);

export const classInputSchema = z.object({
  name: requiredText('name', 50),
  grade_level: z
    .number(gradeMessage)
    .int(gradeMessage)
    .min(GRADE_LEVELS.min, gradeMessage)
    .max(GRADE_LEVELS.max, gradeMessage)
    .nullish()
    .transform((v) => v ?? null),
});
export type ClassInput = z.input<typeof classInputSchema>;
export type ClassValues = z.output<typeof classInputSchema>;

export const CLASS_SORTS = ['grade_level', 'name', 'created_at'] as const;

export const classListQuerySchema = sortableListQuery(CLASS_SORTS, 'grade_level').extend({
  search: searchTerm,
});
export type ClassListQuery = z.input<typeof classListQuerySchema>;

export const classListSchema = z.object({
  classes: z.array(classSchema),
  pagination: paginationSchema,
});
export type ClassList = z.infer<typeof classListSchema>;

/** The stat cards, grade chart and overview of the classes screen, over the whole school. */
export const classSummarySchema = z.object({
  total_classes: z.number().int(),
  total_students: z.number().int(),
  total_teachers: z.number().int(),
  total_sections: z.number().int(),
  /** Students per grade in the current year; grade null: classes without one ("Unknown"). */
  grade_distribution: z.array(
    z.object({ grade_level: z.number().int().nullable(), students: z.number().int() }),
  ),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const genderDistributionSchema = z.object({
  male: z.number().int(),
  female: z.number().int(),
  other: z.number().int(),
});
export type GenderDistribution = z.infer<typeof genderDistributionSchema>;

export const classAnalyticsSchema = z.object({
  total_students: z.number().int(),
  total_teachers: z.number().int(),
  total_sections: z.number().int(),
  total_subjects: z.number().int(),
  section_distribution: z.array(
    z.object({
      section_id: z.number().int(),
      section_name: z.string(),
      student_count: z.number().int(),
      capacity: z.number().int().nullable(),
    }),
  ),
  gender_distribution: genderDistributionSchema,
  /**
   * Percent of the enrolled who came (present or late) over the class's registers of the current
   * academic year, one decimal; null before any register.
   */
  attendance_rate: z.number().nullable(),
});
export type ClassAnalytics = z.infer<typeof classAnalyticsSchema>;

/** A student as the class and section screens list them: their enrolment in the current year. */
export const enrolledStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  admission_no: z.string(),
  roll_no: z.string().nullable(),
  gender: z.string(),
  status: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
});
export type EnrolledStudent = z.infer<typeof enrolledStudentSchema>;

export const enrolledStudentListSchema = z.object({
  students: z.array(enrolledStudentSchema),
  pagination: paginationSchema,
});
export type EnrolledStudentList = z.infer<typeof enrolledStudentListSchema>;

export const classTeacherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_class_teacher: z.boolean(),
  /** The sections taught, or empty for the whole class. */
  sections: z.array(z.string()),
  /** Each place taught (a section, or null: the whole class), and whether they lead it. */
  placements: z.array(
    z.object({
      section_id: z.number().int().nullable(),
      section_name: z.string().nullable(),
      is_class_teacher: z.boolean(),
    }),
  ),
});
export type ClassTeacher = z.infer<typeof classTeacherSchema>;
