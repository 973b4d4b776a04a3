import type { AcademicYear } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { academicYearKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** Makes the year the school's current one; the server deactivates the previous one. */
export function setCurrentAcademicYear(id: number) {
  return apiRequest<AcademicYear>(`/school/academic-years/${id}/set-current`, {
    method: 'POST',
    fallbackMessage: i18next.t('academic-years:errors.set_current'),
  });
}

export function useSetCurrentAcademicYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCurrentAcademicYear,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicYearKeys.all }),
  });
}
