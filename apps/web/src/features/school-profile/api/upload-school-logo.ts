import type { SchoolProfile } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { schoolProfileQueryOptions } from './get-school-profile';

export function uploadSchoolLogo(file: File) {
  const body = new FormData();
  body.append('logo', file);
  return apiRequest<SchoolProfile>('/school/profile/logo', {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to upload school logo',
  });
}

export function useUploadSchoolLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSchoolLogo,
    onSuccess: ({ data }) => queryClient.setQueryData(schoolProfileQueryOptions().queryKey, data),
  });
}
