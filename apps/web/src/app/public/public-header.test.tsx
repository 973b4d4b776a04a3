import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n/i18n';
import { renderRoutes } from '@/test/render';
import commonFr from '@/i18n/locales/common/fr.json';
import publicSiteFr from '@/features/public-site/locales/fr.json';
import { PublicHeader } from './public-header';

function renderHeader() {
  return renderRoutes([{ path: '/', element: <PublicHeader /> }], '/');
}

describe('the public header’s language switcher', () => {
  beforeAll(() => {
    // Unit tests run in English: the header's French messages are loaded here.
    i18next.addResourceBundle('fr', 'common', commonFr, true, true);
    i18next.addResourceBundle('fr', 'public-site', publicSiteFr, true, true);
  });

  afterEach(async () => {
    sessionStorage.clear();
    await i18next.changeLanguage('en');
    document.documentElement.lang = 'en';
  });

  it('offers the four languages, each by its own name and marked with its language', () => {
    renderHeader();
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'हिन्दी', 'Español', 'Français']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'hi', 'es', 'fr']);
    expect(select).toHaveValue('en');
  });

  it('redraws the header in French when French is chosen, and keeps it for the visit', async () => {
    const { user } = renderHeader();
    expect(screen.getByRole('link', { name: 'Features' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');

    expect(await screen.findByRole('link', { name: 'Fonctionnalités' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(sessionStorage.getItem('school.visit.language')).toBe('fr');
  });

  it('offers the languages in the phone menu too, the current one pressed', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Main menu' }));
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'Français' }));

    expect(await screen.findByRole('button', { name: 'Menu principal' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Menu principal' }));
    const french = screen.getByRole('group', { name: 'Langue' });
    expect(within(french).getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(french).getByText('Français')).toHaveAttribute('lang', 'fr');
  });
});
