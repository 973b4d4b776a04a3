import type { Role, UpdateRoleInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { roleKeys } from './keys';

export function updateRole({ id, input }: { id: number; input: UpdateRoleInput }) {
  return apiRequest<Role>(`/superadmin/roles/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('roles:form.update_failed'),
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
