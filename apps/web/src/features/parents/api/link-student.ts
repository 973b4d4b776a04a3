import type { LinkStudentInput, Parent } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

export function linkStudent({ id, input }: { id: number; input: LinkStudentInput }) {
  return apiRequest<Parent>(`/school/parents/${id}/link-student`, {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('parents:toast.link_failed'),
  });
}

export function useLinkStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.school }),
  });
}
