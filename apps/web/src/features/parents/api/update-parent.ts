import type { Parent, ParentUpdateInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

export function updateParent({ id, input }: { id: number; input: ParentUpdateInput }) {
  return apiRequest<Parent>(`/school/parents/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('parents:toast.update_failed'),
  });
}

export function useUpdateParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateParent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.school }),
  });
}
