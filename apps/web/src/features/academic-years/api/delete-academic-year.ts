import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { academicYearKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function deleteAcademicYear(id: number) {
  return apiRequest<null>(`/school/academic-years/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('academic-years:errors.delete'),
  });
}

export function useDeleteAcademicYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAcademicYear,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicYearKeys.all }),
  });
}
