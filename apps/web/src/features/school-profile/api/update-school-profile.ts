import type { SchoolProfile, SchoolProfileInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolProfileQueryOptions } from './get-school-profile';

export function updateSchoolProfile(input: SchoolProfileInput) {
  return apiRequest<SchoolProfile>('/school/profile', {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('school-profile:edit.failed'),
  });
}

export function useUpdateSchoolProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchoolProfile,
    onSuccess: ({ data }) => queryClient.setQueryData(schoolProfileQueryOptions().queryKey, data),
  });
}
