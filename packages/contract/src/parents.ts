import { z } from 'zod';
import { customMessage, lazy, fieldMessage, ruleError as m } from './messages';
import { paginationSchema, sortableListQuery } from './envelope';
import { idOf, optionalPhone, optionalText, requiredEmail, requiredText, searchTerm } from './fields';
import { existingPerson } from './people';
import { isPhone } from './phone';

export const RELATIONSHIP_TYPES = ['father', 'mother', 'guardian', 'other'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

/** A linked student as the parents list and details show them. */
export const parentStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  admission_no: z.string(),
  /** The student's class in the school's current academic year; null when not enrolled in it. */
  class_name: z.string().nullable(),
});
export type ParentStudent = z.infer<typeof parentStudentSchema>;

export const parentSchema = z.object({
  id: z.number().int(),
  user: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  relationship_type: z.enum(RELATIONSHIP_TYPES),
  occupation: z.string().nullable(),
  address_same_as_student: z.boolean(),
  alt_phone: z.string().nullable(),
  students: z.array(parentStudentSchema),
  children_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Parent = z.infer<typeof parentSchema>;

/** A parent's child on the details screen: their place this year and whether the link is primary. */
export const parentChildSchema = parentStudentSchema.extend({
  email: z.string().nullable(),
  section_name: z.string().nullable(),
  is_primary: z.boolean(),
});
export type ParentChild = z.infer<typeof parentChildSchema>;

const relationshipType = z.enum(RELATIONSHIP_TYPES, {
  error: (issue) =>
    issue.input === undefined
      ? fieldMessage('required', 'relationship_type')
      : fieldMessage('selected', 'relationship_type'),
});

/** Phone is required for a parent (spec 02, section 5), with the one phone rule of the contract. */
const requiredPhone = z
  .string(m('required', 'phone'))
  .trim()
  // abort: a blank phone is only "required", not also malformed.
  .min(1, { ...m('required', 'phone'), abort: true })
  .refine(isPhone, m('phone', 'phone'));

/** The edit form: no password, no students (they are linked one at a time). */
export const parentUpdateSchema = z.object({
  name: requiredText('name'),
  email: requiredEmail(),
  phone: requiredPhone,
  relationship_type: relationshipType,
  occupation: optionalText('occupation', 100),
  address_same_as_student: z.boolean(m('boolean', 'address_same_as_student')).default(true),
  alt_phone: optionalPhone(),
});
export type ParentUpdateInput = z.input<typeof parentUpdateSchema>;
export type ParentUpdateValues = z.output<typeof parentUpdateSchema>;

export const parentInputSchema = parentUpdateSchema.extend({
  password: z.string(m('required', 'password')).max(200),
  relationship_type: relationshipType.default('father'),
  student_ids: z
    .array(idOf('student_ids'), m('list', 'student_ids'))
    .max(
      20,
      lazy(() => customMessage('link_students_max', { max: 20 })),
    )
    .default([]),
  existing_person: existingPerson,
});
export type ParentInput = z.input<typeof parentInputSchema>;
export type ParentValues = z.output<typeof parentInputSchema>;

export const linkStudentInputSchema = z.object({
  student_id: idOf('student_id'),
  /** Absent: primary when the student has no primary parent yet. True moves the primary here. */
  is_primary: z.boolean(m('boolean', 'is_primary')).optional(),
});
export type LinkStudentInput = z.input<typeof linkStudentInputSchema>;
export type LinkStudentValues = z.output<typeof linkStudentInputSchema>;

export const PARENT_SORTS = ['name', 'created_at'] as const;

export const parentListQuerySchema = sortableListQuery(PARENT_SORTS, 'created_at').extend({
  search: searchTerm,
  relationship_type: z.enum(RELATIONSHIP_TYPES).optional(),
});
export type ParentListQuery = z.input<typeof parentListQuerySchema>;

export const parentListSchema = z.object({
  parents: z.array(parentSchema),
  pagination: paginationSchema,
});
export type ParentList = z.infer<typeof parentListSchema>;

export const parentAnalyticsSchema = z.object({
  total_parents: z.number().int(),
  /** Parents whose account is active. */
  active_parents: z.number().int(),
  relationship_distribution: z.object({
    father: z.number().int(),
    mother: z.number().int(),
    guardian: z.number().int(),
    other: z.number().int(),
  }),
  /** Links over parents, to one decimal; 0 without parents. */
  average_children_per_parent: z.number(),
});
export type ParentAnalytics = z.infer<typeof parentAnalyticsSchema>;
