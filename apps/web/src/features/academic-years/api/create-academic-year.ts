import type { AcademicYear, AcademicYearInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { academicYearKeys } from './keys';

export function createAcademicYear(input: AcademicYearInput) {
  return apiRequest<AcademicYear>('/school/academic-years', {
    method: 'POST',
    body: input,
    fallbackMessage: 'Failed to create academic year',
  });
}

export function useCreateAcademicYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAcademicYear,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicYearKeys.all }),
  });
}
