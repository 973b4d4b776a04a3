import type { Permission, UpdatePermissionInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permissionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function updatePermission({ id, input }: { id: number; input: UpdatePermissionInput }) {
  return apiRequest<Permission>(`/superadmin/permissions/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('permissions:form.update_failed'),
  });
}

export function useUpdatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePermission,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
        queryClient.invalidateQueries({ queryKey: permissionKeys.rolesAll }),
      ]),
  });
}
