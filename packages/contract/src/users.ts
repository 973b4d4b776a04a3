import { z } from 'zod';
import { roleSummarySchema, userStatusSchema } from './auth';
import { paginationSchema, sortableListQuery } from './envelope';
import { idOf, optionalPhone, requiredEmail, requiredText, searchTerm } from './fields';

/** Roles the user form offers (spec 01 section 6); the filter also offers superadmin. */
export const USER_FORM_ROLES = ['school_admin', 'teacher', 'student'] as const;
export const USER_FILTER_ROLES = ['superadmin', 'school_admin', 'teacher', 'student'] as const;

export const consoleUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: userStatusSchema,
  profile_picture: z.string().nullable(),
  roles: z.array(roleSummarySchema),
  school: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  last_login_at: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsoleUser = z.infer<typeof consoleUserSchema>;

const passwordPair = {
  password: z.string({ error: 'The password field is required.' }).max(200),
  password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
};

export const createUserInputSchema = z
  .object({
    name: requiredText('name'),
    email: requiredEmail(),
    phone: optionalPhone(),
    ...passwordPair,
    role: z.string({ error: 'The role field is required.' }).trim().min(1, 'The role field is required.'),
    status: z
      .enum(['active', 'inactive'], { error: 'The status must be active or inactive.' })
      .default('active'),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    message: 'The password confirmation does not match.',
  });
export type CreateUserInput = z.input<typeof createUserInputSchema>;

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
    message: 'The password confirmation does not match.',
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
    .string({ error: 'The search field is required.' })
    .trim()
    .min(2, 'The search must be at least 2 characters.')
    .max(100),
  role: z.string().trim().min(1).max(50).optional(),
  status: userStatusSchema.optional(),
});

export const assignRolesInputSchema = z.object({
  role_ids: z
    .array(idOf('role_id'), { error: 'The role ids field is required.' })
    .min(1, 'Choose at least one role.'),
});
export type AssignRolesInput = z.input<typeof assignRolesInputSchema>;
