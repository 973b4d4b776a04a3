import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subjectKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function deleteSubject(id: number) {
  return apiRequest<null>(`/school/subjects/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('subjects:errors.delete'),
  });
}

export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
  });
}
