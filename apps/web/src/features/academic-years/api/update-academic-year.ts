import type { AcademicYear, AcademicYearInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { academicYearKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function updateAcademicYear({ id, input }: { id: number; input: AcademicYearInput }) {
  return apiRequest<AcademicYear>(`/school/academic-years/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('academic-years:errors.update'),
  });
}

export function useUpdateAcademicYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAcademicYear,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicYearKeys.all }),
  });
}
