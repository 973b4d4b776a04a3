import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { academicYearKeys } from './keys';

export function deleteAcademicYear(id: number) {
  return apiRequest<null>(`/school/academic-years/${id}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete academic year',
  });
}

export function useDeleteAcademicYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAcademicYear,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicYearKeys.all }),
  });
}
