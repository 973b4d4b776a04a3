import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n/i18n';
import { applyLanguage } from '@/i18n/language';
import frenchCommon from '@/i18n/locales/common/fr.json';
import { PARENT_AREA, SUPERADMIN_AREA, TEACHER_AREA } from '@/lib/console-areas';
import { signIn, subscribe } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { ok } from '@/test/console-fixtures';
import { parentUser, sessionUser, teacherUser } from '@/test/fixtures';
import { page, renderRoutes, toasts } from '@/test/render';
import { UserMenu } from './user-menu';

const asha = sessionUser();

function renderMenu() {
  return renderRoutes(
    [{ path: '/', element: <UserMenu area={SUPERADMIN_AREA} settingsPath="/superadmin/settings" /> }],
    '/',
  );
}

describe('the language switcher of the user menu', () => {
  let stopFollowing: () => void = () => {};

  beforeEach(() => {
    i18next.addResourceBundle('fr', 'common', frenchCommon);
    // What main.tsx sets up (followChosenLanguage): the app speaks the session user's language.
    stopFollowing = subscribe(() => void applyLanguage());
  });

  afterEach(async () => {
    stopFollowing();
    await i18next.changeLanguage('en');
    i18next.removeResourceBundle('fr', 'common');
    document.documentElement.lang = 'en';
  });

  it('offers the four languages by their own names, the current one marked', async () => {
    signIn('7|secret', asha);
    const { user } = renderMenu();

    await user.click(screen.getByRole('button', { name: 'Asha Verma, user menu' }));
    const languages = within(await screen.findByRole('menu')).getByRole('group', { name: 'Language' });
    const options = within(languages).getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'हिन्दी', 'Español', 'Français']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'hi', 'es', 'fr']);
    expect(within(languages).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(languages).getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('saves French chosen with the keyboard, and the menu redraws in French', async () => {
    signIn('7|secret', asha);
    const fetchMock = mockApi({ 'PUT /api/me/language': ok({ ...asha, language: 'fr' }) });
    const { user } = renderMenu();

    screen.getByRole('button', { name: 'Asha Verma, user menu' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const french = within(menu).getByRole('menuitemradio', { name: 'Français' });
    // Down from the first item (Profile), past Settings and the three other languages.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(french).toHaveFocus());
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/me/language',
        expect.objectContaining({ method: 'PUT', body: JSON.stringify({ language: 'fr' }) }),
      ),
    );
    const trigger = await screen.findByRole('button', { name: 'Asha Verma, menu utilisateur' });
    expect(document.documentElement.lang).toBe('fr');

    await user.click(trigger);
    const redrawn = await screen.findByRole('menu');
    expect(within(redrawn).getByRole('menuitem', { name: 'Profil' })).toBeInTheDocument();
    expect(within(redrawn).getByRole('menuitem', { name: 'Paramètres' })).toBeInTheDocument();
    expect(within(redrawn).getByRole('menuitem', { name: 'Se déconnecter' })).toBeInTheDocument();
    const languages = within(redrawn).getByRole('group', { name: 'Langue' });
    expect(within(languages).getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('keeps the language and says why when the server refuses the choice', async () => {
    signIn('7|secret', asha);
    mockApi({
      'PUT /api/me/language': {
        status: 422,
        body: {
          success: false,
          message: 'The given data was invalid.',
          errors: { language: ['Language is invalid.'] },
        },
      },
    });
    const { user } = renderMenu();

    await user.click(screen.getByRole('button', { name: 'Asha Verma, user menu' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Español' }));

    expect(await toasts().findByText('Language is invalid.')).toBeInTheDocument();
    expect(i18next.language).toBe('en');
    expect(screen.getByRole('button', { name: 'Asha Verma, user menu' })).toBeInTheDocument();
  });
});

describe('the consoles of the user menu', () => {
  it("lets a teacher who is also a parent switch to the parent's console, the current one marked", async () => {
    const both = teacherUser({
      roles: [
        { id: 3, name: 'teacher', display_name: 'Teacher' },
        { id: 5, name: 'parent', display_name: 'Parent' },
      ],
      permissions: [...teacherUser().permissions, ...parentUser().permissions].sort(),
    });
    signIn('7|secret', both);
    const { user, router } = renderRoutes(
      [
        { path: '/teacher/dashboard', element: <UserMenu area={TEACHER_AREA} settingsPath={null} /> },
        { path: '/parent/dashboard', element: page('Parent console') },
      ],
      '/teacher/dashboard',
    );

    await user.click(screen.getByRole('button', { name: 'Kavya Menon, user menu' }));
    const consoles = within(await screen.findByRole('menu')).getByRole('group', { name: 'Your consoles' });
    const items = within(consoles).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Teacher', 'Parent']);
    expect(items[0]).toHaveAttribute('aria-current', 'page');
    await user.click(within(consoles).getByRole('menuitem', { name: 'Parent' }));
    expect(await screen.findByRole('heading', { name: 'Parent console' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/parent/dashboard');
  });

  it('lists no consoles to someone who may open one', async () => {
    signIn('7|secret', parentUser());
    const { user } = renderRoutes(
      [{ path: '/', element: <UserMenu area={PARENT_AREA} settingsPath={null} /> }],
      '/',
    );
    await user.click(screen.getByRole('button', { name: /user menu/ }));
    expect(
      within(await screen.findByRole('menu')).queryByRole('group', { name: 'Your consoles' }),
    ).toBeNull();
  });
});
