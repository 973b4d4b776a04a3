import type { Notice, NoticeInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, noticeKeys } from './keys';

export function createNotice(input: NoticeInput) {
  return apiRequest<Notice>('/school/notices', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('school-dashboard:notice_form.create_failed'),
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
