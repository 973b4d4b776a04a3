import type { Section, SectionInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sectionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function createSection(input: SectionInput) {
  return apiRequest<Section>('/school/sections', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('sections:errors.create'),
  });
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionKeys.school }),
  });
}
