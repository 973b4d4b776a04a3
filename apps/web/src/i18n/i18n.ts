import { LANGUAGES, type Language } from '@school/contract';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadMessages } from './resources';

/** What the first screen of any area needs: the shell's words and the shared validation texts. */
export const FIRST_NAMESPACES = ['common', 'validation', 'labels'];

/** i18next's backend: each (language, namespace) file is imported when a screen first asks. */
const lazyFiles: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (lng, ns, done) => {
    loadMessages(lng, ns).then(
      (messages) => done(null, messages),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The one i18next instance (i18next's default export, which the contract's validation messages
 * also translate through). A screen calls `useTranslation('<its feature>')`: the first render in
 * a language suspends until that namespace is loaded, under the layouts' Suspense boundaries.
 * There is no fallback language: a key missing in one language is a failing test
 * (`catalogues.test.ts`), and falling back would download English beside it.
 */
export function startI18n(lng: Language): Promise<unknown> {
  return i18next
    .use(lazyFiles)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      load: 'currentOnly',
      ns: FIRST_NAMESPACES,
      defaultNS: 'common',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: true },
    });
}

export { i18next };
