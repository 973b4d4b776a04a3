import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown when a screen fails to load or render, typically a code chunk gone after a deploy. */
export function RouteError() {
  console.error(useRouteError());
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t('route_error.title')}</h1>
      <p className="text-slate-600">{t('route_error.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('actions.reload_page')}</Button>
    </main>
  );
}
