import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

export function removeSchoolAdmin(schoolId: number) {
  return apiRequest<null>(`/superadmin/schools/${schoolId}/admin`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('schools:remove_admin.failed'),
  });
}

export function useRemoveSchoolAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSchoolAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}
