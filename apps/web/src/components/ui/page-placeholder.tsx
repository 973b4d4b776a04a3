import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

/** Stands in for a console screen that a later release builds; its title is given by key. */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section aria-labelledby="page-title">
      <PageTitle title={title} />
      <h1 id="page-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">{t('console.placeholder')}</p>
    </section>
  );
}
