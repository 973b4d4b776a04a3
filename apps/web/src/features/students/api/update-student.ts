import type { StudentDetail, StudentUpdateInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';

export function updateStudent({ id, input }: { id: number; input: StudentUpdateInput }) {
  return apiRequest<StudentDetail>(`/school/students/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: 'Failed to update student',
  });
}

export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.school }),
  });
}
