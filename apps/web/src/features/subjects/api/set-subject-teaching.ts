import type { SubjectTeaching, SubjectTeachingInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function setSubjectTeaching({ id, input }: { id: number; input: SubjectTeachingInput }) {
  return apiRequest<SubjectTeaching>(`/school/subjects/${id}/teaching`, {
    method: 'PUT',
    body: input,
    fallbackMessage: "Failed to save the subject's classes and teachers",
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
