import type { SchoolProfile } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolProfileQueryOptions } from './get-school-profile';

export function uploadSchoolLogo(file: File) {
  const body = new FormData();
  body.append('logo', file);
  return apiRequest<SchoolProfile>('/school/profile/logo', {
    method: 'POST',
    body,
    fallbackMessage: i18next.t('school-profile:banner.logo_failed'),
  });
}

export function useUploadSchoolLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSchoolLogo,
    onSuccess: ({ data }) => queryClient.setQueryData(schoolProfileQueryOptions().queryKey, data),
  });
}
