import type { Subject, SubjectInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subjectKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function createSubject(input: SubjectInput) {
  return apiRequest<Subject>('/school/subjects', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('subjects:errors.create'),
  });
}

export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
  });
}
