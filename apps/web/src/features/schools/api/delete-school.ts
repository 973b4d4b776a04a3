import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { schoolKeys } from './keys';

/** Spec 01 section 8: the text for a school that still has students or teachers. */
const SCHOOL_IN_USE_MESSAGE =
  'Cannot delete school with existing data. Please remove all associated students and teachers first.';

export async function deleteSchool(id: number) {
  try {
    return await apiRequest<null>(`/superadmin/schools/${id}`, {
      method: 'DELETE',
      fallbackMessage: 'Failed to delete school',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw new ApiError(SCHOOL_IN_USE_MESSAGE, 409);
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
