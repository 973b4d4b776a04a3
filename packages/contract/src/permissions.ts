import { z } from 'zod';
import { ruleError as m } from './messages';
import { roleSummarySchema } from './auth';
import { paginationSchema, sortableListQuery } from './envelope';
import { optionalText, queryFlag, searchTerm } from './fields';
import { idList, permissionSummarySchema, systemName } from './roles';

/** A permission's module: the text of its name before the first underscore, else `general`. */
export function moduleOf(name: string): string {
  const cut = name.indexOf('_');
  return cut > 0 ? name.slice(0, cut) : 'general';
}

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  description: z.string().nullable(),
  module: z.string(),
  /** Declared by a route of the API: its name is fixed and it cannot be deleted. */
  is_system: z.boolean(),
  /** Roles holding it explicitly (superadmin holds every permission and is not counted). */
  roles_count: z.number().int(),
  /** Present with `with_roles` on lists and `include_roles` on one permission. */
  roles: z.array(roleSummarySchema).optional(),
  role_ids: z.array(z.number().int()).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const PERMISSION_SORTS = ['name', 'created_at'] as const;

export const permissionListQuerySchema = sortableListQuery(PERMISSION_SORTS, 'name').extend({
  search: searchTerm,
  module: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
  with_roles: queryFlag,
  /** Orders by name (so a module's permissions are together) and adds `groups`. */
  group_by_module: queryFlag,
});
export type PermissionListQuery = z.input<typeof permissionListQuerySchema>;

export const permissionGroupSchema = z.object({ module: z.string(), permissions: z.array(permissionSchema) });

export const permissionListSchema = z.object({
  permissions: z.array(permissionSchema),
  pagination: paginationSchema,
  /** With `group_by_module`: the page's permissions under their modules, modules by name. */
  groups: z.array(permissionGroupSchema).optional(),
});
export type PermissionList = z.infer<typeof permissionListSchema>;

export const permissionQuerySchema = z.object({ include_roles: queryFlag });

export const moduleCountSchema = z.object({ module: z.string(), permissions_count: z.number().int() });
export const permissionModulesSchema = z.object({ modules: z.array(moduleCountSchema) });
export type PermissionModules = z.infer<typeof permissionModulesSchema>;

/** Every permission, for the manage-permissions checkboxes (grouped by module on screen). */
export const permissionOptionsSchema = z.object({ permissions: z.array(permissionSummarySchema) });
export type PermissionOptions = z.infer<typeof permissionOptionsSchema>;

export const createPermissionInputSchema = z.object({
  name: systemName(100),
  display_name: optionalText('display_name', 100),
  description: optionalText('description', 500),
  role_ids: idList('role_ids').optional(),
});
export type CreatePermissionInput = z.input<typeof createPermissionInputSchema>;
export type CreatePermissionValues = z.output<typeof createPermissionInputSchema>;

export const updatePermissionInputSchema = createPermissionInputSchema;
export type UpdatePermissionInput = z.input<typeof updatePermissionInputSchema>;

export const bulkPermissionRowSchema = createPermissionInputSchema.omit({ role_ids: true });

export const bulkPermissionsInputSchema = z.object({
  permissions: z
    .array(bulkPermissionRowSchema, m('required', 'permissions'))
    .min(1, 'Please add at least one permission')
    .max(200, m('list_max', 'permissions', { max: 200 })),
});
export type BulkPermissionsInput = z.input<typeof bulkPermissionsInputSchema>;
export type BulkPermissionRow = z.output<typeof bulkPermissionRowSchema>;

export const bulkPermissionsResultSchema = z.object({ permissions: z.array(permissionSchema) });
