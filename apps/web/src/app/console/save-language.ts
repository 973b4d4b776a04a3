import type { Language, SessionUser, UpdateLanguageRequest } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { i18next } from '@/i18n/i18n';
import { updateSessionUser } from '@/lib/session';

/**
 * PUT /api/me/language: the signed-in user's own language (null follows the platform's default),
 * answered with the session user. Storing it switches the app: i18n/language.ts follows the session.
 */
export function saveLanguage(language: Language | null) {
  const body: UpdateLanguageRequest = { language };
  return apiRequest<SessionUser>('/me/language', {
    method: 'PUT',
    body,
    fallbackMessage: i18next.t('common:language.change_failed'),
  });
}

export function useSaveLanguage() {
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: ({ data }) => updateSessionUser(data),
  });
}
