import type { CreateRoleInput, Role } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roleKeys } from './keys';

export function createRole(input: CreateRoleInput) {
  return apiRequest<Role>('/superadmin/roles', {
    method: 'POST',
    body: input,
    fallbackMessage: 'Failed to create role',
  });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
