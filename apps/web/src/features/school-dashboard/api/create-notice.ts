import type { Notice, NoticeInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, noticeKeys } from './keys';

export function createNotice(input: NoticeInput) {
  return apiRequest<Notice>('/school/notices', {
    method: 'POST',
    body: input,
    fallbackMessage: 'Failed to create notice',
  });
}

export function useCreateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotice,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
