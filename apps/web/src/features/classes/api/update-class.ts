import type { ClassInput, SchoolClass } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function updateClass({ id, input }: { id: number; input: ClassInput }) {
  return apiRequest<SchoolClass>(`/school/classes/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('classes:errors.update'),
  });
}

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.school }),
  });
}
