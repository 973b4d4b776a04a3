import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { schoolKeys } from './keys';

export async function deleteSchool(id: number) {
  try {
    return await apiRequest<null>(`/superadmin/schools/${id}`, {
      method: 'DELETE',
      fallbackMessage: i18next.t('schools:delete_dialog.failed'),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      // Spec 01 section 8: the text for a school that still has students or teachers.
      throw new ApiError(i18next.t('schools:delete_dialog.in_use'), 409);
    }
    throw error;
  }
}

export function useDeleteSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}
