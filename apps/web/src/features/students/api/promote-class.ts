import type {
  ClassGraduationInput,
  ClassGraduationResult,
  ClassPromotionInput,
  ClassPromotionResult,
} from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** Year end for a whole class: promoted into a later year's class, from the review list. */
export function promoteClass(input: ClassPromotionInput) {
  return apiRequest<ClassPromotionResult>('/school-admin/promotions', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('students:errors.promote_class'),
  });
}

/** A final class graduated: its students become alumni. */
export function graduateClass(input: ClassGraduationInput) {
  return apiRequest<ClassGraduationResult>('/school-admin/graduations', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('students:errors.graduate_class'),
  });
}

export function usePromoteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.school }),
  });
}

export function useGraduateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: graduateClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.school }),
  });
}
