import { CORE_ROLES, type CoreRole } from '@school/contract';
import { i18next } from '@/i18n/i18n';

interface RoleLike {
  name?: string | null;
  display_name?: string | null;
}

const isCoreRole = (name: string | null | undefined): name is CoreRole =>
  typeof name === 'string' && (CORE_ROLES as readonly string[]).includes(name);

/**
 * A role as people read it, in their language: one of the five core roles by its translated name
 * (`common:role_names.<name>`), any other role by the display name its creator gave it (data,
 * shown as typed), else its system name. Called while drawing, never at module load.
 */
export function roleNameOf(role: RoleLike): string {
  if (isCoreRole(role.name)) return i18next.t(`common:role_names.${role.name}`);
  return role.display_name || role.name || i18next.t('common:roles.unnamed');
}
