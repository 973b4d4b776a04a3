import type { StudentDetail, StudentUpdateInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function updateStudent({ id, input }: { id: number; input: StudentUpdateInput }) {
  return apiRequest<StudentDetail>(`/school/students/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('students:errors.update'),
  });
}

export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.school }),
  });
}
