import type { School, SchoolInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

export function updateSchool({ id, input }: { id: number; input: SchoolInput }) {
  return apiRequest<School>(`/superadmin/schools/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('schools:form.update_failed'),
  });
}

export function useUpdateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}
