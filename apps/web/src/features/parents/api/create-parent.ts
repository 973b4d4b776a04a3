import type { Parent, ParentInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

export function createParent(input: ParentInput) {
  return apiRequest<Parent>('/school/parents', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('parents:toast.create_failed'),
  });
}

export function useCreateParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.school }),
  });
}
