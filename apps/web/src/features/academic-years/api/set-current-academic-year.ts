import type { AcademicYear } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { academicYearKeys } from './keys';

/** Makes the year the school's current one; the server deactivates the previous one. */
export function setCurrentAcademicYear(id: number) {
  return apiRequest<AcademicYear>(`/school/academic-years/${id}/set-current`, {
    method: 'POST',
    fallbackMessage: 'Failed to set the current academic year',
  });
}

export function useSetCurrentAcademicYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCurrentAcademicYear,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicYearKeys.all }),
  });
}
