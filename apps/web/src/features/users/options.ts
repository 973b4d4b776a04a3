import {
  CORE_ROLE_NAMES,
  CORE_ROLES,
  USER_FORM_ROLES,
  USER_STATUSES,
  type RoleSummary,
  type UserStatus,
} from '@school/contract';
import type { SelectOption } from '@/components/ui/select-field';
import type { Permission } from '@/lib/permissions';

const STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

/**
 * The Users filter offers every role: the roles API's list (core roles, parent included, and
 * custom ones) for a user who may see roles, else the core roles, which always exist.
 */
export function roleFilterOptions(roles: readonly RoleSummary[] | undefined): SelectOption[] {
  if (!roles) return CORE_ROLES.map((role) => ({ value: role, label: CORE_ROLE_NAMES[role] }));
  return roles.map((role) => ({ value: role.name, label: role.display_name || role.name }));
}

export const FORM_ROLE_OPTIONS: readonly SelectOption[] = USER_FORM_ROLES.map((role) => ({
  value: role,
  label: CORE_ROLE_NAMES[role],
}));

export const STATUS_OPTIONS: readonly SelectOption[] = USER_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/** A new user starts active or inactive (spec 01 section 4); editing also allows suspended. */
export const CREATE_STATUS_OPTIONS = STATUS_OPTIONS.filter((option) => option.value !== 'suspended');

export const statusLabel = (status: UserStatus) => STATUS_LABELS[status];

/**
 * The permission a change of status needs, the same as the screen's own actions: suspend (to
 * suspended or inactive), activate (suspended to active), approve (inactive to active).
 */
export function statusChangePermission(from: UserStatus, to: UserStatus): Permission {
  if (to !== 'active') return 'users_suspend';
  return from === 'suspended' ? 'users_activate' : 'users_approve';
}
