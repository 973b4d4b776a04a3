import { LANGUAGE_OWN_NAMES, LANGUAGES, isLanguage, type Language } from '@school/contract';
import { Check, Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseVisitLanguage } from '@/i18n/language';

/** The language the page is in: the current one of the switcher. */
function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

const choose = (lng: Language) => void chooseVisitLanguage(lng).catch(() => undefined);

/**
 * The header's switcher on wide screens: a labelled select of the four languages, each by its own
 * name (a reader who does not know the current language still finds theirs). The choice holds
 * for the visit.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const current = useCurrentLanguage();
  return (
    <div className="flex items-center gap-1 text-slate-700">
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
        }}
        className="rounded-md border-0 bg-transparent py-1.5 pr-7 pl-1 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_OWN_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The same choice in the phone menu: a button per language, the current one pressed and ticked.
 * `onChosen` closes the menu.
 */
export function LanguageButtons({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const current = useCurrentLanguage();
  return (
    <div role="group" aria-labelledby={headingId}>
      <p
        id={headingId}
        className="flex items-center gap-2 px-3 text-xs font-semibold text-slate-500 uppercase"
      >
        <Languages aria-hidden="true" className="size-4" />
        {t('language.label')}
      </p>
      <ul className="mt-1 grid grid-cols-2 gap-1">
        {LANGUAGES.map((lng) => (
          <li key={lng}>
            <button
              type="button"
              aria-pressed={lng === current}
              onClick={() => {
                choose(lng);
                onChosen?.();
              }}
              className={`flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium ${
                lng === current ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              <span lang={lng}>{LANGUAGE_OWN_NAMES[lng]}</span>
              {lng === current && <Check aria-hidden="true" className="ml-auto size-4" />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
