import type { Section, SectionUpdateInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sectionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function updateSection({ id, input }: { id: number; input: SectionUpdateInput }) {
  return apiRequest<Section>(`/school/sections/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('sections:errors.update'),
  });
}

export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionKeys.school }),
  });
}
