import type { ClassInput, SchoolClass } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function createClass(input: ClassInput) {
  return apiRequest<SchoolClass>('/school/classes', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('classes:errors.create'),
  });
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.school }),
  });
}
