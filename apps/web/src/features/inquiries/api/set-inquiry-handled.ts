import type { Inquiry } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { i18next } from '@/i18n/i18n';
import { inquiryKeys } from './keys';

/** Marking handled and reopening are separate calls. */
export function setInquiryHandled({ id, handled }: { id: number; handled: boolean }) {
  return apiRequest<Inquiry>(`/superadmin/inquiries/${id}/${handled ? 'handle' : 'reopen'}`, {
    method: 'POST',
    fallbackMessage: handled
      ? i18next.t('inquiries:errors.mark_handled')
      : i18next.t('inquiries:errors.reopen'),
  });
}

export function useSetInquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInquiryHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}
