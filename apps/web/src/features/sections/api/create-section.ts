import type { Section, SectionInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sectionKeys } from './keys';

export function createSection(input: SectionInput) {
  return apiRequest<Section>('/school/sections', {
    method: 'POST',
    body: input,
    fallbackMessage: 'Failed to create section',
  });
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionKeys.school }),
  });
}
