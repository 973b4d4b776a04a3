import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function deleteClass(id: number) {
  return apiRequest<null>(`/school/classes/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('classes:errors.delete'),
  });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.school }),
  });
}
