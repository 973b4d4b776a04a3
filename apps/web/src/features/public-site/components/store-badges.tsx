import { Apple, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STORES = [
  { icon: Apple, store: 'App Store' },
  { icon: Play, store: 'Google Play' },
] as const;

/**
 * The store buttons. The apps are not published yet, so these say so instead of linking to a
 * store page that does not exist.
 */
export function StoreBadges({ className = '' }: { className?: string }) {
  const { t } = useTranslation('public-site');
  return (
    <ul aria-label={t('store_badges.label')} className={`flex flex-wrap gap-3 ${className}`}>
      {STORES.map(({ icon: Icon, store }) => (
        <li
          key={store}
          className="inline-flex min-w-44 items-center gap-3 rounded-xl bg-slate-900 px-4 py-2.5 text-left text-white"
        >
          <Icon aria-hidden="true" className="size-7 shrink-0" />
          <span className="leading-tight">
            <span className="block text-xs text-slate-300">{t('store_badges.coming_soon_to')}</span>
            <span className="block text-base font-semibold">{store}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
