import type { CreatePermissionInput, Permission } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permissionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function createPermission(input: CreatePermissionInput) {
  return apiRequest<Permission>('/superadmin/permissions', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('permissions:form.create_failed'),
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
