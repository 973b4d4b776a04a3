import type { Notice, NoticeInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, noticeKeys } from './keys';

export function updateNotice({ id, input }: { id: number; input: NoticeInput }) {
  return apiRequest<Notice>(`/school/notices/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: 'Failed to update notice',
  });
}

export function useUpdateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotice,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
