import type { Inquiry } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inquiryKeys } from './keys';

/** Marking handled and reopening are separate calls. */
export function setInquiryHandled({ id, handled }: { id: number; handled: boolean }) {
  return apiRequest<Inquiry>(`/superadmin/inquiries/${id}/${handled ? 'handle' : 'reopen'}`, {
    method: 'POST',
    fallbackMessage: handled ? 'Failed to mark inquiry as handled' : 'Failed to reopen inquiry',
  });
}

export function useSetInquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInquiryHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}
