import { z } from 'zod';
import { idOf } from './fields';
import type { FieldName } from './labels';
import { customMessage, lazy, ruleError as m } from './messages';

/*
 * Year end in one step: a whole class (or one section of it) promoted into a class of a later
 * year, or graduated, from a review list where single students are held back or moved.
 */

/** How the promoted get their roll numbers in the new year. */
export const ROLL_NUMBERINGS = ['keep', 'by_name', 'by_roll_no'] as const;
export type RollNumbering = (typeof ROLL_NUMBERINGS)[number];

const optionalSection = (field: FieldName) =>
  idOf(field)
    .nullish()
    .transform((v) => v ?? null);

/** Where the review list is read from: a class (or one of its sections) in a year. */
export const promotionSourceQuerySchema = z.object({
  academic_year_id: idOf('academic_year_id'),
  class_id: idOf('class_id'),
  section_id: optionalSection('section_id'),
  /** The year being promoted into: each student says whether they are enrolled in it already. */
  to_academic_year_id: idOf('to_academic_year_id').optional(),
});
export type PromotionSourceQuery = z.input<typeof promotionSourceQuerySchema>;

/** One row of the review list: an active student of the class (or section) that year. */
export const promotionCandidateSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  admission_no: z.string(),
  class_name: z.string(),
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
  roll_no: z.string().nullable(),
  /** "Grade 6 - A (2027-28)" when already enrolled in the year being promoted into. */
  enrolled_in_target_year: z.string().nullable(),
});
export type PromotionCandidate = z.infer<typeof promotionCandidateSchema>;

export const promotionCandidatesSchema = z.object({ students: z.array(promotionCandidateSchema) });
export type PromotionCandidates = z.infer<typeof promotionCandidatesSchema>;

/** At most this many students in one promotion: a class, not a school. */
export const MAX_PROMOTED = 1000;

/**
 * A student of the review list: promoted with the others, moved (promoted into another class or
 * section of the new year), or held back (left out: no enrolment in the new year).
 */
const decisionSchema = z.object({
  student_id: idOf('student_id'),
  action: z.enum(['promote', 'hold'], m('one_of', 'action', { values: 'promote, hold' })),
  class_id: idOf('class_id').optional(),
  section_id: optionalSection('section_id').optional(),
});

const reviewList = z
  .array(decisionSchema, m('required', 'students'))
  .min(1, m('required', 'students'))
  .max(
    MAX_PROMOTED,
    lazy(() => customMessage('promote_max', { max: MAX_PROMOTED })),
  );

export const classPromotionSchema = z.object({
  from_academic_year_id: idOf('from_academic_year_id'),
  from_class_id: idOf('from_class_id'),
  from_section_id: optionalSection('from_section_id'),
  to_academic_year_id: idOf('to_academic_year_id'),
  to_class_id: idOf('to_class_id'),
  to_section_id: optionalSection('to_section_id'),
  roll_numbers: z.enum(ROLL_NUMBERINGS, m('selected', 'roll_numbers')).default('keep'),
  /** Every student of the review list, each decided: the list the admin saw, no more, no less. */
  students: reviewList,
});
export type ClassPromotionInput = z.input<typeof classPromotionSchema>;
export type ClassPromotionValues = z.output<typeof classPromotionSchema>;

/** One student as a promotion placed them. */
export const promotedStudentSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  class_name: z.string(),
  section_name: z.string().nullable(),
  roll_no: z.string().nullable(),
});

export const classPromotionResultSchema = z.object({
  promoted: z.number().int(),
  moved: z.number().int(),
  held_back: z.number().int(),
  students: z.array(promotedStudentSchema),
});
export type ClassPromotionResult = z.infer<typeof classPromotionResultSchema>;

export const classGraduationSchema = z.object({
  academic_year_id: idOf('academic_year_id'),
  class_id: idOf('class_id'),
  section_id: optionalSection('section_id'),
  /** Every student of the review list: `promote` graduates them, `hold` leaves them as they are. */
  students: reviewList,
});
export type ClassGraduationInput = z.input<typeof classGraduationSchema>;
export type ClassGraduationValues = z.output<typeof classGraduationSchema>;

export const classGraduationResultSchema = z.object({
  graduated: z.number().int(),
  held_back: z.number().int(),
});
export type ClassGraduationResult = z.infer<typeof classGraduationResultSchema>;
