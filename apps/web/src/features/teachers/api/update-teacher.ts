import type { Teacher, TeacherUpdateInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export function updateTeacher({ id, input }: { id: number; input: TeacherUpdateInput }) {
  return apiRequest<Teacher>(`/school/teachers/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('teachers:toast.update_failed'),
  });
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeacher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.school }),
  });
}
