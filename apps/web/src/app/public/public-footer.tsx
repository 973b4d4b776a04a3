import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_CONTACT } from '@/features/public-site/content/support-contact';
import { usePlatformName } from '@/lib/platform-preferences';
import { PUBLIC_LINKS } from './public-links';

/**
 * Support pages are not written yet, so they are listed without links rather than as dead ones
 * (`public-site:footer.topics.<key>`).
 */
const SUPPORT_TOPICS = ['help_center', 'documentation', 'privacy_policy', 'terms_of_service'] as const;

export function PublicFooter() {
  const { t } = useTranslation('public-site');
  const { name, description } = usePlatformName();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{name}</p>
          {description && <p className="mt-2 text-sm">{description}</p>}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold text-white">
            {t('footer.quick_links')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {t(`nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">{t('footer.support')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SUPPORT_TOPICS.map((topic) => (
              <li key={topic}>
                {t(`footer.topics.${topic}`)}{' '}
                <span className="text-slate-400">{t('footer.coming_soon')}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">{t('footer.contact')}</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <a href={SUPPORT_CONTACT.phoneHref} className="block hover:text-white">
              {SUPPORT_CONTACT.phone}
            </a>
            <a href={`mailto:${SUPPORT_CONTACT.email}`} className="block hover:text-white">
              {SUPPORT_CONTACT.email}
            </a>
            <span className="block">{SUPPORT_CONTACT.address.slice(1).join(', ')}</span>
          </address>
        </div>
      </div>
      <p className="border-t border-slate-800 py-6 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {name}
      </p>
    </footer>
  );
}
