import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, noticeKeys } from './keys';

export function deleteNotice(id: number) {
  return apiRequest<null>(`/school/notices/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('school-dashboard:delete_dialog.failed'),
  });
}

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
