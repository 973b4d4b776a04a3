import { z } from 'zod';
import { customMessage, lazy, fieldMessage, ruleError as m } from './messages';
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
import type { FieldName } from './labels';
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

/** Where a teacher teaches: a class, and one of its sections or (null) the whole class. */
export const teacherPlacementSchema = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
  is_class_teacher: z.boolean(),
});
export type TeacherPlacement = z.infer<typeof teacherPlacementSchema>;

/** A subject the teacher teaches, in a class (and section) or school-wide (class null). */
export const teacherSubjectAssignmentSchema = z.object({
  subject_id: z.number().int(),
  subject_name: z.string(),
  class_id: z.number().int().nullable(),
  class_name: z.string().nullable(),
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
});
export type TeacherSubjectAssignment = z.infer<typeof teacherSubjectAssignmentSchema>;

/**
 * One teacher with everything their edit dialogs change, so each dialog opens with the whole
 * current state and saves it back unchanged unless the user changed it.
 */
export const teacherDetailSchema = teacherSchema.extend({
  placements: z.array(teacherPlacementSchema),
  subject_assignments: z.array(teacherSubjectAssignmentSchema),
});
export type TeacherDetail = z.infer<typeof teacherDetailSchema>;

const gender = z.enum(GENDERS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? fieldMessage('required', 'gender')
      : fieldMessage('selected', 'gender'),
});

const today = () => new Date().toISOString().slice(0, 10);

/** A date of birth is in the past (ISO dates compare as text). */
const dob = isoDate('dob')
  .refine((v) => v < today(), m('date_before_today', 'dob'))
  .nullish()
  .transform((v) => v ?? null);

/** A teacher was born before joining (as a student before admission), when both dates are given. */
const bornBeforeJoining = (v: { dob: string | null; date_of_joining?: string | undefined }) =>
  !v.dob || !v.date_of_joining || v.dob >= today() || v.dob < v.date_of_joining;
const BORN_BEFORE_JOINING = {
  path: ['dob'],
  ...m('date_before', 'dob', { other: 'date_of_joining' }),
  // Checked even while another field is wrong, so every error is answered at once.
  when: ({ value }: { value: unknown }) => {
    const { dob, date_of_joining } = (typeof value === 'object' && value !== null ? value : {}) as {
      dob?: unknown;
      date_of_joining?: unknown;
    };
    return [dob, date_of_joining].every((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d));
  },
};

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

/** Today (the server's date) when not given. */
const joiningOrToday = isoDate('date_of_joining')
  .nullish()
  .transform((v) => v ?? today());

export const teacherCreateSchema = z
  .object({
    ...teacherFields,
    date_of_joining: joiningOrToday,
    password: z.string(m('required', 'password')).max(200),
    password_confirmation: z.string(m('required', 'password_confirmation')),
    existing_person: existingPerson,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    ...m('confirmed', 'password'),
  })
  .refine(bornBeforeJoining, BORN_BEFORE_JOINING);
export type TeacherCreateInput = z.input<typeof teacherCreateSchema>;
export type TeacherCreateValues = z.output<typeof teacherCreateSchema>;

/**
 * A new teacher of an imported file: the create form's rules without the password, which the
 * teacher sets from an invitation (docs/decisions.md, "Imports").
 */
export const teacherImportSchema = z
  .object({ ...teacherFields, date_of_joining: joiningOrToday })
  .refine(bornBeforeJoining, BORN_BEFORE_JOINING);
export type TeacherImportValues = z.output<typeof teacherImportSchema>;

/** Edit: no password (spec 02 section 5); a missing joining date keeps the one held. */
export const teacherUpdateSchema = z
  .object({
    ...teacherFields,
    date_of_joining: isoDate('date_of_joining')
      .nullish()
      .transform((v) => v ?? undefined),
  })
  .refine(bornBeforeJoining, BORN_BEFORE_JOINING);
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

const idList = (field: FieldName, things: 'classes' | 'sections' | 'subjects', max: number) =>
  z.array(idOf(field), m('list', field)).max(
    max,
    lazy(() => customMessage(`choose_${things}_max`, { max })),
  );

/** A place the teacher leads as class teacher: a class taught whole, or one of its sections. */
const classTeacherPlace = z.object(
  {
    class_id: idOf('class_teacher_of'),
    section_id: idOf('class_teacher_of')
      .nullish()
      .transform((v) => v ?? null),
  },
  lazy(() => customMessage('class_teacher_place')),
);

/**
 * The teacher's classes, replacing those held: each chosen section must be of a chosen class; a
 * class without a chosen section is taught whole. An empty list unassigns every class.
 * The teacher is class teacher of the places in `class_teacher_of` (each one of the chosen places);
 * `is_class_teacher: true` (spec 02's one flag) makes them class teacher of every chosen place.
 */
export const assignClassesInputSchema = z.object({
  class_ids: idList('class_ids', 'classes', 50),
  section_ids: idList('section_ids', 'sections', 100).default([]),
  is_class_teacher: z.boolean(m('boolean', 'is_class_teacher')).default(false),
  class_teacher_of: z
    .array(classTeacherPlace, m('list', 'class_teacher_of'))
    .max(
      100,
      lazy(() => customMessage('class_teacher_places_max', { max: 100 })),
    )
    .default([]),
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
