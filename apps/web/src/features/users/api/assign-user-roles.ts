import type { ConsoleUser } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

/** Replaces the user's roles; the first id becomes the main role. */
export function assignUserRoles({ id, roleIds }: { id: number; roleIds: number[] }) {
  return apiRequest<ConsoleUser>(`/superadmin/users/${id}/assign-roles`, {
    method: 'POST',
    body: { role_ids: roleIds },
    fallbackMessage: i18next.t('users:assign_roles.assign_failed'),
  });
}

export function useAssignUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUserRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
