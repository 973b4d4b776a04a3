import type { AcademicYear, AcademicYearInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { academicYearKeys } from './keys';

export function updateAcademicYear({ id, input }: { id: number; input: AcademicYearInput }) {
  return apiRequest<AcademicYear>(`/school/academic-years/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: 'Failed to update academic year',
  });
}

export function useUpdateAcademicYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAcademicYear,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicYearKeys.all }),
  });
}
