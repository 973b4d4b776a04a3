import type { CreateRoleInput, Role } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { roleKeys } from './keys';

export function createRole(input: CreateRoleInput) {
  return apiRequest<Role>('/superadmin/roles', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('roles:form.create_failed'),
  });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
