import type { School } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

/** Activate and deactivate are separate calls; the status badge picks one. */
export function setSchoolActive({ id, active }: { id: number; active: boolean }) {
  return apiRequest<School>(`/superadmin/schools/${id}/${active ? 'activate' : 'deactivate'}`, {
    method: 'POST',
    fallbackMessage: i18next.t(
      active ? 'schools:status_badge.activate_failed' : 'schools:status_badge.deactivate_failed',
    ),
  });
}

export function useSetSchoolActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSchoolActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}
