import type { Teacher, TeacherCreateInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export function createTeacher(input: TeacherCreateInput) {
  return apiRequest<Teacher>('/school/teachers', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('teachers:toast.create_failed'),
  });
}

export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeacher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.school }),
  });
}
