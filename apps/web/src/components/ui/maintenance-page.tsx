import { Wrench } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { PageTitle } from './page-title';
import { loadPlatformPreferences } from '@/lib/platform-preferences';

/** How often the page asks whether maintenance is over. */
const CHECK_EVERY_MS = 15_000;

/**
 * The one page a signed-in user sees while the platform turns them away for maintenance, instead
 * of each screen's failed loads. It asks GET /api/platform (open during maintenance) now and then,
 * and on "Check again"; once maintenance is over the console's screens come back by themselves.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => void loadPlatformPreferences(), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  const check = async () => {
    setChecking(true);
    await loadPlatformPreferences();
    setChecking(false);
  };
  return (
    <section aria-labelledby="maintenance-title" className="mx-auto max-w-lg py-16 text-center">
      <PageTitle title={t('maintenance.title')} />
      <span className="inline-flex rounded-full bg-amber-50 p-4 text-amber-700">
        <Wrench aria-hidden="true" className="size-8" />
      </span>
      <h1 id="maintenance-title" className="mt-4 text-2xl font-semibold text-slate-900">
        {t('maintenance.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('maintenance.message')}</p>
      <p className="mt-1 text-sm text-slate-500">{t('maintenance.comes_back')}</p>
      <Button className="mt-6" variant="secondary" busy={checking} onClick={() => void check()}>
        {t('actions.check_again')}
      </Button>
    </section>
  );
}
