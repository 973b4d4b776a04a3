import type { AcademicYear, AcademicYearInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { academicYearKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function createAcademicYear(input: AcademicYearInput) {
  return apiRequest<AcademicYear>('/school/academic-years', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('academic-years:errors.create'),
  });
}

export function useCreateAcademicYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAcademicYear,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicYearKeys.all }),
  });
}
