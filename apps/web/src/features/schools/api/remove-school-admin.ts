import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

export function removeSchoolAdmin(schoolId: number) {
  return apiRequest<null>(`/superadmin/schools/${schoolId}/admin`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to remove school admin',
  });
}

export function useRemoveSchoolAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSchoolAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}
