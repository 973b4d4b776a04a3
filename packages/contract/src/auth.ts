import { z } from 'zod';
import { ruleError as m } from './messages';
import { booleanField, optionalPhone } from './fields';
import { PLATFORM_LANGUAGES } from './settings';

export const CORE_ROLES = ['superadmin', 'school_admin', 'teacher', 'student', 'parent'] as const;
export type CoreRole = (typeof CORE_ROLES)[number];

/** Each core role's one display name, wherever a role is shown (the seeded roles carry the same). */
export const CORE_ROLE_NAMES: Readonly<Record<CoreRole, string>> = {
  superadmin: 'Super Administrator',
  school_admin: 'School Administrator',
  teacher: 'Teacher',
  student: 'Student',
  parent: 'Parent',
};

export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const roleSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

export const schoolRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
});

/** The signed-in user as /login and /me return it. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for a student who signs in with their school code and admission number. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profile_picture: z.string().nullable(),
  status: userStatusSchema,
  role: z.string().nullable(),
  roles: z.array(roleSummarySchema),
  school: schoolRefSchema.nullable().optional(),
  /**
   * Every permission the user's roles hold (all of them for a superadmin), sorted: the web shows
   * exactly the screens and actions these allow. The server checks each call again.
   */
  permissions: z.array(z.string()),
  /** The language the user chose in Profile; null follows the platform's default language. */
  language: z.enum(PLATFORM_LANGUAGES).nullable(),
  /** A parent only: whether they get an e-mail when their child is marked absent (Profile). */
  absence_emails: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

const email = z
  .string(m('required', 'email'))
  .trim()
  .min(1, m('required', 'email'))
  .max(255, m('max_length', 'email', { max: 255 }))
  .pipe(z.email(m('email', 'email')));

/**
 * How a student signs in without an e-mail of their own: their school's code and admission number,
 * `CODE/ADMISSION` (a school code has no slash, so the first one divides them).
 */
export const STUDENT_SIGN_IN_PATTERN = /^([A-Za-z0-9_-]+)\/(\S.*)$/;

/** What a sign-in or a reset link names the account by: an e-mail, or a student's sign-in name. */
const signInName = z
  .string(m('required', 'email'))
  .trim()
  .min(1, m('required', 'email'))
  .max(255, m('max_length', 'email', { max: 255 }))
  .refine(
    (v) => STUDENT_SIGN_IN_PATTERN.test(v) || z.email().safeParse(v).success,
    m('sign_in_name', 'email'),
  );

export const loginRequestSchema = z.object({
  email: signInName,
  password: z.string(m('required', 'password')).min(1, m('required', 'password')),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const updateMeRequestSchema = z.object({
  name: z
    .string(m('required', 'name'))
    .trim()
    .min(1, m('required', 'name'))
    .max(255, m('max_length', 'name', { max: 255 })),
  email,
  phone: optionalPhone(),
  /** Required when the e-mail changes: the address is how the account is recovered. */
  current_password: z.string().max(200).optional(),
  /** A parent's absence e-mails on or off; left out, or from anyone else, it changes nothing. */
  absence_emails: booleanField('absence_emails').optional(),
});
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;

/** PUT /api/me/language: the user's own language, or null to follow the platform's default. */
export const updateLanguageRequestSchema = z.object({
  language: z
    .enum(PLATFORM_LANGUAGES, m('one_of', 'language', { values: PLATFORM_LANGUAGES.join(', ') }))
    .nullable(),
});
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;

/**
 * The password policy itself (length, special character) lives in the security settings, so the
 * server checks it; the schema only demands the fields.
 */
const newPassword = {
  password: z
    .string(m('required', 'password'))
    .min(1, m('required', 'password'))
    .max(200, m('max_length', 'password', { max: 200 })),
  password_confirmation: z
    .string(m('required', 'password_confirmation'))
    .min(1, m('required', 'password_confirmation')),
};

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string(m('required', 'current_password')).min(1, m('required', 'current_password')),
    ...newPassword,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    ...m('confirmed', 'password'),
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z.string(m('required', 'token')).min(1, m('required', 'token')),
    email: signInName,
    ...newPassword,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    ...m('confirmed', 'password'),
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that e-mail, a password reset link has been sent.';
