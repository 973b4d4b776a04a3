import { CORE_ROLE_NAMES, CORE_ROLES, type RoleSummary } from '@school/contract';
import { i18next } from '@/i18n/i18n';

const isCoreRole = (name: string): name is (typeof CORE_ROLES)[number] =>
  (CORE_ROLES as readonly string[]).includes(name);

/**
 * How a role is shown: a core role by its name in the reader's language (unless someone renamed
 * it: then the name they gave is data, as is a custom role's display name), else its system name.
 */
export function roleName(role: Pick<RoleSummary, 'name' | 'display_name'>): string {
  const { name, display_name: given } = role;
  if (isCoreRole(name) && (!given || given === CORE_ROLE_NAMES[name]))
    return i18next.t(`roles:core_roles.${name}`);
  return given || name;
}
