import type { Subject, SubjectInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subjectKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function updateSubject({ id, input }: { id: number; input: SubjectInput }) {
  return apiRequest<Subject>(`/school/subjects/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('subjects:errors.update'),
  });
}

export function useUpdateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
  });
}
