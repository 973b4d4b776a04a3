import type { AssignStudentsInput, Section } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sectionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function assignStudents({ id, input }: { id: number; input: AssignStudentsInput }) {
  return apiRequest<Section>(`/school/sections/${id}/assign-students`, {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('sections:errors.assign'),
  });
}

export function useAssignStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignStudents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionKeys.school }),
  });
}
