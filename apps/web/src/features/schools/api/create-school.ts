import type { School, SchoolInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

export function createSchool(input: SchoolInput) {
  return apiRequest<School>('/superadmin/schools', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('schools:form.create_failed'),
  });
}

export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}
