import { useTranslation } from 'react-i18next';

/** First focusable element of a layout: keyboard users jump past the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skip_link')}
    </a>
  );
}
