import type { School } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

/** Activate and deactivate are separate calls; the status badge picks one. */
export function setSchoolActive({ id, active }: { id: number; active: boolean }) {
  return apiRequest<School>(`/superadmin/schools/${id}/${active ? 'activate' : 'deactivate'}`, {
    method: 'POST',
    fallbackMessage: active ? 'Failed to activate school' : 'Failed to deactivate school',
  });
}

export function useSetSchoolActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSchoolActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}
