import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';

export function deleteStudent(id: number) {
  return apiRequest<null>(`/school/students/${id}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete student',
  });
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.school }),
  });
}
