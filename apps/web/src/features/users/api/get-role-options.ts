import type { RoleOptions, RoleSummary } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

/** Every role a user can be given. */
export async function getRoleOptions(): Promise<RoleSummary[]> {
  const { data } = await apiRequest<RoleOptions>('/superadmin/roles/options', {
    fallbackMessage: i18next.t('users:assign_roles.fetch_failed'),
  });
  return data.roles;
}

export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.roleOptions(), queryFn: getRoleOptions });

/** `enabled`: false for a user who may not see roles (roles_view). */
export function useRoleOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...roleOptionsQueryOptions(), enabled });
}
