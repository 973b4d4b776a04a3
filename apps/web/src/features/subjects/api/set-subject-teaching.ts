import type { SubjectTeaching, SubjectTeachingInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { i18next } from '@/i18n/i18n';

export function setSubjectTeaching({ id, input }: { id: number; input: SubjectTeachingInput }) {
  return apiRequest<SubjectTeaching>(`/school/subjects/${id}/teaching`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('subjects:errors.teaching_save'),
  });
}

/** Refreshes every school query: teacher counts, class analytics and teachers' subjects change. */
export function useSetSubjectTeaching() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubjectTeaching,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['school'] }),
  });
}
