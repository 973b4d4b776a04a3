import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, noticeKeys } from './keys';

export function deleteNotice(id: number) {
  return apiRequest<null>(`/school/notices/${id}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete notice',
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
