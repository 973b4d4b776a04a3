import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FIRST_NAMESPACES } from '@/i18n/i18n';
import { namespaceAndLanguage } from '@/i18n/resources';

/**
 * Unit tests read the screens in English, every namespace loaded up front, so that nothing
 * suspends: the same files and instance setup as the app (i18n/i18n.ts), without the lazy loading.
 */
const ENGLISH: Record<string, ResourceKey> = {
  ...import.meta.glob<ResourceKey>('../features/*/locales/en.json', { import: 'default', eager: true }),
  ...import.meta.glob<ResourceKey>('../i18n/locales/*/en.json', { import: 'default', eager: true }),
  ...import.meta.glob<ResourceKey>('../../../../packages/contract/src/locales/*/en.json', {
    import: 'default',
    eager: true,
  }),
};

export async function startEnglish(): Promise<void> {
  const resources: Record<string, ResourceKey> = {};
  for (const [path, messages] of Object.entries(ENGLISH)) resources[namespaceAndLanguage(path).ns] = messages;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: [...new Set([...FIRST_NAMESPACES, ...Object.keys(resources)])],
    defaultNS: 'common',
    resources: { en: resources },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
}
