import type { Notice, NoticeInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, noticeKeys } from './keys';

export function updateNotice({ id, input }: { id: number; input: NoticeInput }) {
  return apiRequest<Notice>(`/school/notices/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('school-dashboard:notice_form.update_failed'),
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
