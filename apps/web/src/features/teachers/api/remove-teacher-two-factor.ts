import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

/** Removes the teacher's second factor (issue 29): they sign in with their password alone again. */
export function removeTeacherTwoFactor(id: number) {
  return apiRequest<unknown>(`/school/teachers/${id}/two-factor`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('teachers:remove_two_factor_dialog.failed'),
  });
}

export function useRemoveTeacherTwoFactor() {
  return useMutation({ mutationFn: removeTeacherTwoFactor });
}
