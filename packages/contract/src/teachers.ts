import { z } from 'zod';
import { GENDERS } from './genders';
import { paginationSchema, sortableListQuery } from './envelope';
import {
  idOf,
  isoDate,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredText,
  queryFlag,
  searchTerm,
} from './fields';
import { existingPerson } from './people';

/** Spec 02 section 9. Named apart from the students' list so both modules can export theirs. */

/** What the by-gender and by-specialization charts call a teacher without one. */
export const NOT_SPECIFIED = 'Not specified';

/** Spec 02 section 3, Teacher: the person's own fields, their sign-in and their classes. */
export const teacherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  employee_code: z.string().nullable(),
  qualification: z.string().nullable(),
  specialization: z.string().nullable(),
  date_of_joining: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  dob: z.string().nullable(),
  user: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  /** Set while archived (out of the lists, counts and sign-in; restorable). */
  archived_at: z.string().nullable(),
  /** The classes the teacher is assigned to, by name, each once. */
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Teacher = z.infer<typeof teacherSchema>;

const gender = z.enum(GENDERS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'The gender field is required.'
      : 'The selected gender is invalid.',
});

const today = () => new Date().toISOString().slice(0, 10);

/** A date of birth is in the past (ISO dates compare as text). */
const dob = isoDate('dob')
  .refine((v) => v < today(), 'The dob must be a date before today.')
  .nullish()
  .transform((v) => v ?? null);

/** Spec 02 section 5: name, email and gender required; the rest optional. */
const teacherFields = {
  name: requiredText('name'),
  email: requiredEmail(),
  phone: optionalPhone(),
  employee_code: requiredText('employee_code', 50),
  qualification: optionalText('qualification'),
  specialization: optionalText('specialization', 100),
  gender,
  dob,
};

export const teacherCreateSchema = z
  .object({
    ...teacherFields,
    /** Today (the server's date) when not given. */
    date_of_joining: isoDate('date_of_joining')
      .nullish()
      .transform((v) => v ?? today()),
    password: z.string({ error: 'The password field is required.' }).max(200),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
    existing_person: existingPerson,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
export type TeacherCreateInput = z.input<typeof teacherCreateSchema>;
export type TeacherCreateValues = z.output<typeof teacherCreateSchema>;

/** Edit: no password (spec 02 section 5); a missing joining date keeps the one held. */
export const teacherUpdateSchema = z.object({
  ...teacherFields,
  date_of_joining: isoDate('date_of_joining')
    .nullish()
    .transform((v) => v ?? undefined),
});
export type TeacherUpdateInput = z.input<typeof teacherUpdateSchema>;
export type TeacherUpdateValues = z.output<typeof teacherUpdateSchema>;

export const TEACHER_SORTS = ['name', 'employee_code', 'date_of_joining', 'created_at'] as const;

export const teacherListQuerySchema = sortableListQuery(TEACHER_SORTS, 'name').extend({
  search: searchTerm,
  gender: z.enum(GENDERS).optional(),
  /** Free text: specializations containing it, ignoring case. */
  specialization: searchTerm,
  /** Archived teachers instead of the others (who are all the list shows by default). */
  archived: queryFlag,
});
export type TeacherListQuery = z.input<typeof teacherListQuerySchema>;

export const teacherListSchema = z.object({
  teachers: z.array(teacherSchema),
  pagination: paginationSchema,
});
export type TeacherList = z.infer<typeof teacherListSchema>;

/** The stat cards and charts, over every teacher of the school. */
export const teacherAnalyticsSchema = z.object({
  total_teachers: z.number().int(),
  /** Teachers whose account is active. */
  active_teachers: z.number().int(),
  /** Joined in the last 30 days, today included. */
  recent_joinings: z.number().int(),
  /** Most first; a teacher without a gender counts as NOT_SPECIFIED. */
  by_gender: z.array(z.object({ gender: z.string(), count: z.number().int() })),
  /** Most first; a teacher without a specialization counts as NOT_SPECIFIED. */
  by_specialization: z.array(z.object({ specialization: z.string(), count: z.number().int() })),
});
export type TeacherAnalytics = z.infer<typeof teacherAnalyticsSchema>;

const idList = (field: string, things: string, max: number) =>
  z
    .array(idOf(field), { error: `The ${field.replaceAll('_', ' ')} must be a list.` })
    .max(max, `At most ${max} ${things} can be chosen at once.`);

/**
 * The teacher's classes, replacing those held: each chosen section must be of a chosen class; a
 * class without a chosen section is taught whole. An empty list unassigns every class.
 */
export const assignClassesInputSchema = z.object({
  class_ids: idList('class_ids', 'classes', 50),
  section_ids: idList('section_ids', 'sections', 100).default([]),
  is_class_teacher: z.boolean({ error: 'The is class teacher field must be true or false.' }).default(false),
});
export type AssignClassesInput = z.input<typeof assignClassesInputSchema>;

/**
 * The teacher's subjects, replacing those held, each taught in the chosen classes (and sections,
 * which must be of those classes), or school-wide without classes.
 */
export const assignSubjectsInputSchema = z.object({
  subject_ids: idList('subject_ids', 'subjects', 50),
  class_ids: idList('class_ids', 'classes', 50).default([]),
  section_ids: idList('section_ids', 'sections', 100).default([]),
});
export type AssignSubjectsInput = z.input<typeof assignSubjectsInputSchema>;

/** Spec 02 section 3, Teacher performance. */
export const teacherPerformanceSchema = z.object({
  assignments: z.object({
    total_created: z.number().int(),
    recent_created: z.number().int(),
    graded_assignments: z.number().int(),
  }),
  classes: z.object({
    /** Distinct classes assigned. */
    total_assigned: z.number().int(),
    /** Names of the classes the teacher is class teacher of. */
    class_teacher_for: z.array(z.string()),
  }),
  subjects: z.object({ total_assigned: z.number().int() }),
  activity: z.object({
    /** Distinct days (UTC) the teacher signed in on. */
    days_active: z.number().int(),
    /** Null: never signed in ("Never"). */
    last_login: z.string().nullable(),
  }),
});
export type TeacherPerformance = z.infer<typeof teacherPerformanceSchema>;
