import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

/** Removes the student's second factor (issue 29): they sign in with their password alone again. */
export function removeStudentTwoFactor(id: number) {
  return apiRequest<unknown>(`/school/students/${id}/two-factor`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('students:remove_two_factor_dialog.failed'),
  });
}

export function useRemoveStudentTwoFactor() {
  return useMutation({ mutationFn: removeStudentTwoFactor });
}
