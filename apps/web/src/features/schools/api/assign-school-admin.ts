import type { AssignAdminInput, School } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

export function assignSchoolAdmin({ schoolId, input }: { schoolId: number; input: AssignAdminInput }) {
  return apiRequest<School>(`/superadmin/schools/${schoolId}/assign-admin`, {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('schools:assign_admin.assign_failed'),
  });
}

export function useAssignSchoolAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignSchoolAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}
