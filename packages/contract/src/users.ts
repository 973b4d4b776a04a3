import { z } from 'zod';
import { customMessage, lazy, fieldMessage, ruleError as m } from './messages';
import { roleSummarySchema, userStatusSchema } from './auth';
import { paginationSchema, sortableListQuery } from './envelope';
import { idOf, optionalPhone, requiredEmail, requiredText, searchTerm } from './fields';
import { GENDERS } from './genders';

/** Roles the user form offers (spec 01 section 6); the filter offers every role there is. */
export const USER_FORM_ROLES = ['school_admin', 'teacher', 'student'] as const;

export const consoleUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for a student enrolled without one: the account cannot sign in until invited. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: userStatusSchema,
  profile_picture: z.string().nullable(),
  roles: z.array(roleSummarySchema),
  /** The school they run, or whose teacher, student or parent they are. */
  school: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  last_login_at: z.string().nullable(),
  /**
   * Set while failed sign-ins lock the account out (`max_login_attempts` in 15 minutes): when the
   * lockout ends by itself. Unlock (POST /superadmin/users/{id}/unlock) ends it at once.
   */
  locked_until: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsoleUser = z.infer<typeof consoleUserSchema>;

const passwordPair = {
  password: z.string(m('required', 'password')).max(200),
  password_confirmation: z.string(m('required', 'password_confirmation')),
};

/**
 * Roles a school keeps a record for (its Teachers, Students and Parents screens): a user with one
 * of them belongs to that school, so the school's counts and the platform's agree.
 */
export const SCHOOL_PERSON_ROLES = ['teacher', 'student', 'parent'] as const;
export type SchoolPersonRole = (typeof SCHOOL_PERSON_ROLES)[number];
export const isSchoolPersonRole = (role: string): role is SchoolPersonRole =>
  (SCHOOL_PERSON_ROLES as readonly string[]).includes(role);

/** Why a parent is not created here: written when asked, in the caller's language. */
export const parentFromSchool = () => customMessage('parent_from_school');

export const createUserInputSchema = z
  .object({
    name: requiredText('name'),
    email: requiredEmail(),
    phone: optionalPhone(),
    ...passwordPair,
    role: z.string(m('required', 'role')).trim().min(1, m('required', 'role')),
    status: z
      .enum(['active', 'inactive'], m('one_of', 'status', { values: 'active, inactive' }))
      .default('active'),
    /** A teacher's or student's school: they are made as that school's teacher or student. */
    school_id: idOf('school_id').optional(),
    /** A student's admission number in their school. */
    admission_no: z
      .string()
      .trim()
      .max(50, m('max_length', 'admission_no', { max: 50 }))
      .optional(),
    /** A teacher's employee code in their school. */
    employee_code: z
      .string()
      .trim()
      .max(50, m('max_length', 'employee_code', { max: 50 }))
      .optional(),
    /** A teacher's or student's gender, as the school's forms ask. */
    gender: z.enum(GENDERS, m('selected', 'gender')).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: fieldMessage('confirmed', 'password'),
      });
    }
    if (!isSchoolPersonRole(v.role)) return;
    if (v.role === 'parent') {
      // A parent is nothing without their children, whom only their school can link.
      ctx.addIssue({ code: 'custom', path: ['role'], message: parentFromSchool() });
      return;
    }
    if (v.school_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['school_id'],
        message: customMessage(`${v.role}_needs_school`),
      });
    }
    if (v.gender === undefined) {
      ctx.addIssue({ code: 'custom', path: ['gender'], message: fieldMessage('required', 'gender') });
    }
    if (v.role === 'teacher' && !v.employee_code) {
      ctx.addIssue({
        code: 'custom',
        path: ['employee_code'],
        message: fieldMessage('required', 'employee_code'),
      });
    }
    if (v.role === 'student' && !v.admission_no) {
      ctx.addIssue({
        code: 'custom',
        path: ['admission_no'],
        message: fieldMessage('required', 'admission_no'),
      });
    }
  });
export type CreateUserInput = z.input<typeof createUserInputSchema>;
export type CreateUserValues = z.output<typeof createUserInputSchema>;

/** A blank or missing password keeps the current one. */
export const updateUserInputSchema = z
  .object({
    name: requiredText('name'),
    email: requiredEmail(),
    phone: optionalPhone(),
    password: z.string().max(200).optional().nullable(),
    password_confirmation: z.string().optional().nullable(),
    role: z.string().trim().min(1).optional(),
    status: userStatusSchema.optional(),
  })
  .refine((v) => !v.password || v.password === v.password_confirmation, {
    path: ['password'],
    ...m('confirmed', 'password'),
  });
export type UpdateUserInput = z.input<typeof updateUserInputSchema>;

export const USER_SORTS = ['created_at', 'name', 'email', 'status'] as const;

export const userListQuerySchema = sortableListQuery(USER_SORTS, 'created_at').extend({
  search: searchTerm,
  status: userStatusSchema.optional(),
  role: z.string().trim().min(1).max(50).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListSchema = z.object({
  users: z.array(consoleUserSchema),
  pagination: paginationSchema,
});
export type UserList = z.infer<typeof userListSchema>;

export const userSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  suspended: z.number().int(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** The assign-admin picker's search: at least 2 characters. */
export const userSearchQuerySchema = z.object({
  search: z
    .string(m('required', 'search'))
    .trim()
    .min(2, m('min_length', 'search', { min: 2 }))
    .max(100),
  role: z.string().trim().min(1).max(50).optional(),
  status: userStatusSchema.optional(),
});

export const assignRolesInputSchema = z.object({
  role_ids: z.array(idOf('role_ids'), m('required', 'role_ids')).min(
    1,
    lazy(() => customMessage('roles_min')),
  ),
});
export type AssignRolesInput = z.input<typeof assignRolesInputSchema>;
