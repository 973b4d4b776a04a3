import { CORE_ROLE_NAMES, CORE_ROLES, type CoreRole } from '@school/contract';
import { i18next } from '@/i18n/i18n';

interface RoleLike {
  name?: string | null;
  display_name?: string | null;
}

const isCoreRole = (name: string | null | undefined): name is CoreRole =>
  typeof name === 'string' && (CORE_ROLES as readonly string[]).includes(name);

/**
 * A role as people read it, in their language: one of the five core roles by its translated name
 * (`common:role_names.<name>`) unless someone renamed it (the API lets a core role's display name
 * be edited: the name they gave is data, shown as typed, as is a custom role's), else its system
 * name. Called while drawing, never at module load.
 */
export function roleNameOf(role: RoleLike): string {
  const given = role.display_name;
  if (isCoreRole(role.name) && (!given || given === CORE_ROLE_NAMES[role.name]))
    return i18next.t(`common:role_names.${role.name}`);
  return given || role.name || i18next.t('common:roles.unnamed');
}
