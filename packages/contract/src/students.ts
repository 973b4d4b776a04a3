import { z } from 'zod';
import { customMessage, lazy, fieldMessage, ruleError as m } from './messages';
import { paginationSchema, sortableListQuery } from './envelope';
import { GENDERS } from './genders';
import { idOf, isoDate, optionalEmail, optionalPhone, queryFlag, requiredText, searchTerm } from './fields';

export const STUDENT_STATUSES = ['active', 'inactive', 'alumni', 'transferred'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** One year of a student's history: the class (and section) and roll number of that year. */
export const studentEnrolmentSchema = z.object({
  academic_year_id: z.number().int(),
  academic_year_name: z.string(),
  is_current_year: z.boolean(),
  class_id: z.number().int(),
  section_id: z.number().int().nullable(),
  roll_no: z.string().nullable(),
  class_model: z.object({ id: z.number().int(), name: z.string() }),
  section: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type StudentEnrolment = z.infer<typeof studentEnrolmentSchema>;

export const studentParentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  relationship_type: z.string(),
  is_primary: z.boolean(),
});
export type StudentParent = z.infer<typeof studentParentSchema>;

export const studentSchema = z.object({
  id: z.number().int(),
  user: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  name: z.string(),
  /** Null for a young student enrolled without one. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** `CODE/ADMISSION`: what the student signs in with when they have no e-mail (or besides it). */
  sign_in_name: z.string(),
  /** Whether a password is set: false until the account is invited. */
  can_sign_in: z.boolean(),
  /** Set while archived (out of the lists, counts and sign-in; restorable). */
  archived_at: z.string().nullable(),
  admission_no: z.string(),
  roll_no: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(GENDERS),
  blood_group: z.string().nullable(),
  admission_date: z.string().nullable(),
  status: z.enum(STUDENT_STATUSES),
  /**
   * The enrolment of the year looked at (the list's or the details' `academic_year_id`, else the
   * current year); null when not enrolled that year. `roll_no` above is this enrolment's.
   */
  enrolment: studentEnrolmentSchema.nullable(),
  /** Every year the student was enrolled in, newest first (server-rules.md). */
  classes: z.array(studentEnrolmentSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Student = z.infer<typeof studentSchema>;

/** One student with the parents linked to them. */
export const studentDetailSchema = studentSchema.extend({ parents: z.array(studentParentSchema) });
export type StudentDetail = z.infer<typeof studentDetailSchema>;

const gender = z.enum(GENDERS, m('selected', 'gender'));
const status = z.enum(STUDENT_STATUSES, m('selected', 'status'));
const bloodGroup = z
  .enum(BLOOD_GROUPS, m('selected', 'blood_group'))
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);

/** What a student is, in the enrolment form and the edit form alike. */
const studentFields = {
  name: requiredText('name'),
  /** Optional: a young student has none; the account can be invited later. */
  email: optionalEmail(),
  phone: optionalPhone(),
  admission_no: requiredText('admission_no', 50),
  roll_no: requiredText('roll_no', 20),
  dob: isoDate('dob')
    .nullish()
    .transform((v) => v ?? null),
  gender: gender.default('male'),
  blood_group: bloodGroup,
  admission_date: isoDate('admission_date'),
  status: status.default('active'),
  /** The year, class and optional section the student is placed in. */
  academic_year_id: idOf('academic_year_id'),
  class_id: idOf('class_id'),
  section_id: idOf('section_id')
    .nullish()
    .transform((v) => v ?? null),
};

const today = () => new Date().toISOString().slice(0, 10);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface BirthAndAdmission {
  dob?: string | null | undefined;
  admission_date?: string | undefined;
}

/** The dates of a body being checked, which may be anything at all (null, a list). */
const fieldsOf = (value: unknown): BirthAndAdmission =>
  typeof value === 'object' && value !== null ? value : {};

const bornInFuture = () => fieldMessage('date_before_today', 'dob');
const bornAfterAdmission = () => fieldMessage('date_before', 'dob', { other: 'admission_date' });

/**
 * What is wrong with a date of birth, if anything: it is before today and before the admission
 * date (ISO dates compare as text). The API's schemas and the student form both ask this.
 */
export function birthDateProblem(
  dob: string | null | undefined,
  admissionDate?: string | null,
): string | null {
  if (!dob || !ISO_DATE.test(dob)) return null;
  if (dob >= today()) return bornInFuture();
  if (admissionDate && ISO_DATE.test(admissionDate) && dob >= admissionDate) return bornAfterAdmission();
  return null;
}

/** `when` runs the checks even while other fields are wrong, so every error is answered at once. */
const birthRules = <T extends z.ZodType<BirthAndAdmission>>(schema: T) =>
  schema
    .refine((v) => !v.dob || !ISO_DATE.test(v.dob) || v.dob < today(), {
      path: ['dob'],
      ...lazy(bornInFuture),
      when: ({ value }) => ISO_DATE.test(String(fieldsOf(value).dob ?? '')),
    })
    .refine((v) => birthDateProblem(v.dob, v.admission_date) !== bornAfterAdmission(), {
      path: ['dob'],
      ...lazy(bornAfterAdmission),
      when: ({ value }) => {
        const { dob, admission_date } = fieldsOf(value);
        return ISO_DATE.test(String(dob ?? '')) && ISO_DATE.test(String(admission_date ?? ''));
      },
    });

export const studentCreateSchema = birthRules(
  z.object({
    ...studentFields,
    /** Optional: without one the account cannot sign in until it is invited. */
    password: z
      .string(m('text', 'password'))
      .max(200, m('max_length', 'password', { max: 200 }))
      .nullish()
      .transform((v) => (v ? v : null)),
    dob: isoDate('dob'),
    parent_ids: z
      .array(idOf('parent_ids'), m('list', 'parent_ids'))
      .max(
        10,
        lazy(() => customMessage('link_parents_max', { max: 10 })),
      )
      .default([]),
  }),
);
export type StudentCreateInput = z.input<typeof studentCreateSchema>;
export type StudentCreateValues = z.output<typeof studentCreateSchema>;

/**
 * Edit: no password; the placement given is the student's enrolment in that year. Gender and
 * status are required here: a default would quietly overwrite what is stored (spec 02: edit
 * requires the status).
 */
export const studentUpdateSchema = birthRules(
  z.object({
    ...studentFields,
    gender: z.enum(GENDERS, m('required', 'gender')),
    status: z.enum(STUDENT_STATUSES, m('required', 'status')),
  }),
);
export type StudentUpdateInput = z.input<typeof studentUpdateSchema>;
export type StudentUpdateValues = z.output<typeof studentUpdateSchema>;

export const studentPromoteSchema = z.object({
  new_academic_year_id: idOf('new_academic_year_id'),
  new_class_id: idOf('new_class_id'),
  new_section_id: idOf('new_section_id')
    .nullish()
    .transform((v) => v ?? null),
  new_roll_no: requiredText('new_roll_no', 20),
});
export type StudentPromoteInput = z.input<typeof studentPromoteSchema>;
export type StudentPromoteValues = z.output<typeof studentPromoteSchema>;

export const STUDENT_SORTS = ['name', 'admission_no', 'created_at'] as const;

export const studentListQuerySchema = sortableListQuery(STUDENT_SORTS, 'created_at').extend({
  search: searchTerm,
  status: status.optional(),
  gender: gender.optional(),
  /** Placement filters read the enrolment of `academic_year_id`, or of the current year. */
  class_id: idOf('class_id').optional(),
  section_id: idOf('section_id').optional(),
  academic_year_id: idOf('academic_year_id').optional(),
  /** Archived students instead of the others (who are all the list shows by default). */
  archived: queryFlag,
});
export type StudentListQuery = z.input<typeof studentListQuerySchema>;

/** One student's details: their enrolment of `academic_year_id` (else the current year) beside the history. */
export const studentDetailQuerySchema = z.object({ academic_year_id: idOf('academic_year_id').optional() });

/** The analytics of the students enrolled in `academic_year_id`; without it, of the whole school. */
export const studentAnalyticsQuerySchema = studentDetailQuerySchema;

export const studentListSchema = z.object({
  students: z.array(studentSchema),
  pagination: paginationSchema,
});
export type StudentList = z.infer<typeof studentListSchema>;

export const studentAnalyticsSchema = z.object({
  total_students: z.number().int(),
  active_students: z.number().int(),
  /** Students admitted since the current year began (this calendar year when none is current). */
  new_enrollments: z.number().int(),
  gender_distribution: z.object({
    male: z.number().int(),
    female: z.number().int(),
    other: z.number().int(),
  }),
  /** Students per class in the current year. */
  class_distribution: z.array(z.object({ class_name: z.string(), student_count: z.number().int() })),
});
export type StudentAnalytics = z.infer<typeof studentAnalyticsSchema>;

export const enrollmentReportSchema = z.object({
  /** Admissions per month over the last twelve months, oldest first (`month` as in the dashboard's). */
  enrollment_by_month: z.array(
    z.object({ month: z.string(), month_name: z.string(), enrollment_count: z.number().int() }),
  ),
});
export type EnrollmentReport = z.infer<typeof enrollmentReportSchema>;
