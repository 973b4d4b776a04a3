import type { Teacher, TeacherUpdateInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export function updateTeacher({ id, input }: { id: number; input: TeacherUpdateInput }) {
  return apiRequest<Teacher>(`/school/teachers/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: 'Failed to update teacher',
  });
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeacher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.school }),
  });
}
