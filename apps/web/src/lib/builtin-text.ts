import { CORE_ROLE_NAMES, CORE_ROLES, type CoreRole } from '@school/contract';
import SEEDED from '../../../../packages/contract/src/locales/builtins/en.json';
import { i18next } from '@/i18n/i18n';

/**
 * The built-in permissions and roles as people read them, in their language. The API seeds them in
 * English (the permission catalogue and the core roles), and a superadmin may edit their names and
 * descriptions: what they typed is data, shown as stored, as are custom permissions and roles. So a
 * built-in text is translated (`builtins:permissions.<name>.display_name`, `common:role_names.<name>`)
 * only while it is still the seeded English of `builtins/en.json`; anything else is shown as stored.
 * A screen that draws these asks for the `builtins` namespace (`useTranslation([..., 'builtins'])`)
 * so it is loaded first. Called while drawing, never at module load.
 */

interface RoleLike {
  name?: string | null;
  display_name?: string | null;
  description?: string | null;
}

interface PermissionLike {
  name: string;
  display_name?: string | null;
  description?: string | null;
}

type SeededPermission = keyof typeof SEEDED.permissions;
type SeededRole = keyof typeof SEEDED.roles;

const isCoreRole = (name: string | null | undefined): name is CoreRole =>
  typeof name === 'string' && (CORE_ROLES as readonly string[]).includes(name);
const isSeededPermission = (name: string): name is SeededPermission =>
  Object.hasOwn(SEEDED.permissions, name);
const isSeededRole = (name: string | null | undefined): name is SeededRole =>
  typeof name === 'string' && Object.hasOwn(SEEDED.roles, name);

/** A role's name: a core role's in the reader's language unless renamed, else as stored, else its system name. */
export function roleNameOf(role: RoleLike): string {
  const given = role.display_name;
  if (isCoreRole(role.name) && (!given || given === CORE_ROLE_NAMES[role.name]))
    return i18next.t(`common:role_names.${role.name}`);
  return given || role.name || i18next.t('common:roles.unnamed');
}

/** A role's description: a core role's seeded one in the reader's language, anything else as stored. */
export function roleDescriptionOf(role: RoleLike): string | null {
  const given = role.description ?? null;
  if (isSeededRole(role.name) && given === SEEDED.roles[role.name].description)
    return i18next.t(`builtins:roles.${role.name}.description`);
  return given;
}

/** A permission's display name: a built-in one's seeded name in the reader's language, else as stored, else its system name. */
export function permissionNameOf(permission: PermissionLike): string {
  const given = permission.display_name;
  if (
    isSeededPermission(permission.name) &&
    (!given || given === SEEDED.permissions[permission.name].display_name)
  )
    return i18next.t(`builtins:permissions.${permission.name}.display_name`);
  return given || permission.name;
}

/** A permission's description: a built-in one's seeded text in the reader's language, anything else as stored. */
export function permissionDescriptionOf(permission: PermissionLike): string | null {
  const given = permission.description ?? null;
  if (isSeededPermission(permission.name) && given === SEEDED.permissions[permission.name].description)
    return i18next.t(`builtins:permissions.${permission.name}.description`);
  return given;
}
