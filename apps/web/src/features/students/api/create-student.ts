import type { StudentCreateInput, StudentDetail } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function createStudent(input: StudentCreateInput) {
  return apiRequest<StudentDetail>('/school/students', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('students:errors.create'),
  });
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.school }),
  });
}
