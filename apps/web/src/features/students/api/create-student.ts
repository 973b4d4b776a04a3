import type { StudentCreateInput, StudentDetail } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';

export function createStudent(input: StudentCreateInput) {
  return apiRequest<StudentDetail>('/school/students', {
    method: 'POST',
    body: input,
    fallbackMessage: 'Failed to create student',
  });
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.school }),
  });
}
