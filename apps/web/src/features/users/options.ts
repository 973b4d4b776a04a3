import {
  CORE_ROLES,
  USER_FORM_ROLES,
  USER_STATUSES,
  type RoleSummary,
  type UserStatus,
} from '@school/contract';
import type { SelectOption } from '@/components/ui/select-field';
import { i18next } from '@/i18n/i18n';
import type { Permission } from '@/lib/permissions';
import { roleNameOf } from '@/lib/builtin-text';

/** An option whose label is read in the reader's language each time it is drawn. */
const translatedOption = (value: string, label: () => string): SelectOption => ({
  value,
  get label() {
    return label();
  },
});

/**
 * The Users filter offers every role: the roles API's list (core roles, parent included, and
 * custom ones) for a user who may see roles, else the core roles, which always exist.
 */
export function roleFilterOptions(roles: readonly RoleSummary[] | undefined): SelectOption[] {
  if (!roles)
    return CORE_ROLES.map((role) => ({ value: role, label: roleNameOf({ name: role, display_name: null }) }));
  return roles.map((role) => ({ value: role.name, label: roleNameOf(role) }));
}

export const FORM_ROLE_OPTIONS: readonly SelectOption[] = USER_FORM_ROLES.map((role) =>
  translatedOption(role, () => roleNameOf({ name: role, display_name: null })),
);

export const statusLabel = (status: UserStatus): string => i18next.t(`users:status.${status}`);

export const STATUS_OPTIONS: readonly SelectOption[] = USER_STATUSES.map((status) =>
  translatedOption(status, () => statusLabel(status)),
);

/** A new user starts active or inactive (spec 01 section 4); editing also allows suspended. */
export const CREATE_STATUS_OPTIONS = STATUS_OPTIONS.filter((option) => option.value !== 'suspended');

/**
 * The permission a change of status needs, the same as the screen's own actions: suspend (to
 * suspended or inactive), activate (suspended to active), approve (inactive to active).
 */
export function statusChangePermission(from: UserStatus, to: UserStatus): Permission {
  if (to !== 'active') return 'users_suspend';
  return from === 'suspended' ? 'users_activate' : 'users_approve';
}
