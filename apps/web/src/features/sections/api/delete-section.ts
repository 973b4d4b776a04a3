import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sectionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function deleteSection(id: number) {
  return apiRequest<null>(`/school/sections/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('sections:errors.delete'),
  });
}

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionKeys.school }),
  });
}
