import type { BulkPermissionsInput, Permission } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permissionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** All or none: a 422 names each bad row by its index (`permissions.2.name`). */
export function bulkCreatePermissions(input: BulkPermissionsInput) {
  return apiRequest<{ permissions: Permission[] }>('/superadmin/permissions/bulk', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('permissions:bulk.failed'),
  });
}

export function useBulkCreatePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCreatePermissions,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
        queryClient.invalidateQueries({ queryKey: permissionKeys.rolesAll }),
      ]),
  });
}
