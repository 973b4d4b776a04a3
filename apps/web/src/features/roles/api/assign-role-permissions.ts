import type { Role } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { roleKeys } from './keys';

export function assignRolePermissions({ id, permissionIds }: { id: number; permissionIds: number[] }) {
  return apiRequest<Role>(`/superadmin/roles/${id}/assign-permissions`, {
    method: 'POST',
    body: { permission_ids: permissionIds },
    fallbackMessage: i18next.t('roles:manage_permissions.assign_failed'),
  });
}

export function useAssignRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRolePermissions,
    // The permissions screen counts the roles holding each permission.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: roleKeys.permissionsAll }),
      ]),
  });
}
