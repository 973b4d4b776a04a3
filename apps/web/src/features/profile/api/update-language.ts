import type { SessionUser, UpdateLanguageRequest } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

/** PUT /api/me/language: the user's own language, or null to follow the platform's default. */
export function updateLanguage(payload: UpdateLanguageRequest) {
  return apiRequest<SessionUser>('/me/language', {
    method: 'PUT',
    body: payload,
    fallbackMessage: i18next.t('profile:language.failed'),
  });
}

/** On success the session user changes, and with it the language the app speaks (i18n/language.ts). */
export function useUpdateLanguage() {
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: ({ data }) => updateSessionUser(data),
  });
}
