import { z } from 'zod';
import { ruleError as m } from './messages';
import { roleSummarySchema } from './auth';
import { paginationSchema, sortableListQuery } from './envelope';
import { idOf, optionalText, queryFlag, searchTerm } from './fields';
import type { FieldName } from './labels';

/** The roles a superadmin may hand out, for pickers such as the assign-roles dialog. */
export const roleOptionsSchema = z.object({ roles: z.array(roleSummarySchema) });
export type RoleOptions = z.infer<typeof roleOptionsSchema>;

/**
 * System names of roles and permissions: letters, digits, `_`, `-` and `.`, starting with a
 * letter or digit. The underscore carries meaning for permissions (module before the first one).
 */
export const systemName = (max: number) =>
  z
    .string(m('required', 'name'))
    .trim()
    // abort: a blank name gets this one message, not the pattern's as well.
    .min(1, { ...m('required', 'name'), abort: true })
    .max(max, m('max_length', 'name', { max }))
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, m('system_name_chars', 'name'));

/** A list of ids in a body; each must name an existing row (checked by the service, 422). */
export const idList = (field: FieldName) =>
  z
    .array(idOf(field), m('list', field))
    .max(1000, m('list_max', field, { max: 1000 }))
    .transform((ids) => [...new Set(ids)]);

/** A permission as roles list it: enough for a badge or a checkbox. */
export const permissionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  module: z.string(),
});
export type PermissionSummary = z.infer<typeof permissionSummarySchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  description: z.string().nullable(),
  /** One of the five core roles: never deletable, name fixed. */
  is_core: z.boolean(),
  /** superadmin holds every permission by definition; its set cannot be edited. */
  has_all_permissions: z.boolean(),
  users_count: z.number().int(),
  permissions_count: z.number().int(),
  /** Present with `with_permissions` on lists, always on a single role. */
  permissions: z.array(permissionSummarySchema).optional(),
  permission_ids: z.array(z.number().int()).optional(),
  /** Present on a single role with `include_users`: the first 50 users holding it. */
  users: z
    .array(
      z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), status: z.string() }),
    )
    .optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const ROLE_SORTS = ['created_at', 'name', 'display_name'] as const;

/** Oldest first by default: the core roles, then the ones added since. */
export const roleListQuerySchema = sortableListQuery(ROLE_SORTS, 'created_at').extend({
  search: searchTerm,
  /** core or custom roles only */
  type: z.enum(['core', 'custom']).optional(),
  with_permissions: queryFlag,
});
export type RoleListQuery = z.input<typeof roleListQuerySchema>;

export const roleListSchema = z.object({ roles: z.array(roleSchema), pagination: paginationSchema });
export type RoleList = z.infer<typeof roleListSchema>;

export const roleQuerySchema = z.object({ include_users: queryFlag });

/** The four stat cards of the roles screen. */
export const roleSummaryCountsSchema = z.object({
  total: z.number().int(),
  core: z.number().int(),
  custom: z.number().int(),
  permissions: z.number().int(),
});
export type RoleSummaryCounts = z.infer<typeof roleSummaryCountsSchema>;

export const createRoleInputSchema = z.object({
  name: systemName(50),
  display_name: optionalText('display_name', 100),
  description: optionalText('description', 500),
  permission_ids: idList('permission_ids').optional(),
});
export type CreateRoleInput = z.input<typeof createRoleInputSchema>;
export type CreateRoleValues = z.output<typeof createRoleInputSchema>;

export const updateRoleInputSchema = createRoleInputSchema.omit({ permission_ids: true });
export type UpdateRoleInput = z.input<typeof updateRoleInputSchema>;
export type UpdateRoleValues = z.output<typeof updateRoleInputSchema>;

export const assignPermissionsInputSchema = z.object({
  permission_ids: idList('permission_ids'),
});
export type AssignPermissionsInput = z.input<typeof assignPermissionsInputSchema>;

export const roleUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});

export const roleUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.string(),
});
export const roleUsersSchema = z.object({ users: z.array(roleUserSchema), pagination: paginationSchema });
export type RoleUsers = z.infer<typeof roleUsersSchema>;
