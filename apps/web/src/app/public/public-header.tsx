import { Menu, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { PlatformName } from '@/components/ui/page-title';
import { useDismiss } from '@/lib/use-dismiss';
import { AccountActions } from './account-actions';
import { LanguageButtons, LanguageSelect } from './language-switcher';
import { PUBLIC_LINKS } from './public-links';

const MOBILE_MENU_ID = 'mobile-menu';

function linkClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'text-brand-700' : 'text-slate-700 hover:text-slate-900'
  }`;
}

export function PublicHeader() {
  const { t } = useTranslation('public-site');
  const [menuOpen, setMenuOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, closeMenu, container, menuButton);

  return (
    <header ref={container} className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="truncate text-xl font-bold text-brand-700">
          <PlatformName />
        </Link>
        <nav aria-label={t('header.main_nav')} className="ml-6 hidden flex-1 items-center gap-1 md:flex">
          {PUBLIC_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden md:block">
            <LanguageSelect />
          </div>
          <AccountActions />
          <button
            ref={menuButton}
            type="button"
            aria-label={t('header.menu_button')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>
      {menuOpen && (
        <div id={MOBILE_MENU_ID} className="border-t border-slate-200 px-4 py-3 md:hidden">
          <nav aria-label={t('header.mobile_nav')}>
            <ul className="space-y-1">
              {PUBLIC_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={linkClass} onClick={closeMenu}>
                    {t(`nav.${link.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-3 border-t border-slate-200 pt-3">
            <LanguageButtons onChosen={closeMenu} />
          </div>
        </div>
      )}
    </header>
  );
}
