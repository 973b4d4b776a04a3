import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export function deleteTeacher(id: number) {
  return apiRequest<null>(`/school/teachers/${id}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete teacher',
  });
}

export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeacher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.school }),
  });
}
