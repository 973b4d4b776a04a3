import type { AssignClassesInput, TeacherDetail } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export function assignClasses({ id, input }: { id: number; input: AssignClassesInput }) {
  return apiRequest<TeacherDetail>(`/school/teachers/${id}/assign-classes`, {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('teachers:toast.assign_failed'),
  });
}

export function useAssignClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignClasses,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.school }),
  });
}
