import type { CreatePermissionInput, Permission } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permissionKeys } from './keys';

export function createPermission(input: CreatePermissionInput) {
  return apiRequest<Permission>('/superadmin/permissions', {
    method: 'POST',
    body: input,
    fallbackMessage: 'Failed to create permission',
  });
}

export function useCreatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPermission,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
        queryClient.invalidateQueries({ queryKey: permissionKeys.rolesAll }),
      ]),
  });
}
