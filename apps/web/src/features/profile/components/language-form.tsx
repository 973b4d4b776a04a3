import { LANGUAGE_OWN_NAMES, LANGUAGES, isLanguage, type Language } from '@school/contract';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { i18next } from '@/i18n/i18n';
import { applyLanguage } from '@/i18n/language';
import { messageOf } from '@/lib/api-error';
import { platformPreferences, subscribeToPlatform } from '@/lib/platform-preferences';
import { toast } from '@/lib/toast';
import { useUpdateLanguage } from '../api/update-language';

/** The select's value for "follow the platform's default" (null in the API). */
const PLATFORM_DEFAULT = '';

/**
 * The user's own language (PUT /api/me/language): one of the four, each by its own name, or the
 * platform's default. Once saved the app speaks it at once (the session user changed), and says
 * so in it.
 */
export function LanguageForm({ language }: { language: Language | null }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const platformLanguage = useSyncExternalStore(subscribeToPlatform, () => platformPreferences().language);
  const [chosen, setChosen] = useState<string>(language ?? PLATFORM_DEFAULT);
  const updateLanguage = useUpdateLanguage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    updateLanguage.mutate(
      { language: isLanguage(chosen) ? chosen : null },
      {
        // The session user is updated first (the hook's onSuccess); the toast waits for the new
        // language, so that it speaks it.
        onSuccess: () =>
          void applyLanguage()
            .catch(() => undefined)
            .then(() => toast.success(i18next.t('profile:language.saved'))),
        onError: (error) => toast.error(messageOf(error, t('language.failed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-4 py-5">
      <h3 id={`${id}-heading`} className="font-medium text-slate-900">
        {t('language.heading')}
      </h3>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {t('common:language.label')}
        </label>
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
        >
          <option value={PLATFORM_DEFAULT}>
            {t('common:language.follow_platform', { language: LANGUAGE_OWN_NAMES[platformLanguage] })}
          </option>
          {LANGUAGES.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {LANGUAGE_OWN_NAMES[lng]}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {t('language.hint')}
        </p>
      </div>
      <div className="flex justify-end">
        <Button
          type="submit"
          busy={updateLanguage.isPending}
          disabled={chosen === (language ?? PLATFORM_DEFAULT)}
        >
          {t('language.save')}
        </Button>
      </div>
    </form>
  );
}
