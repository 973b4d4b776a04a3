import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/i18n/i18n';
import { getSession, signIn } from '@/lib/session';
import { bodiesSent, mockApi, type ApiReply } from '@/test/api-mock';
import { sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import commonFr from '@/i18n/locales/common/fr.json';
import profileFr from '../locales/fr.json';
import { ProfileModal } from './profile-modal';

// The two-factor card loads its status as the modal opens.
const mockProfileApi = (replies: Record<string, ApiReply>) =>
  mockApi({
    'GET /api/me/two-factor': {
      status: 200,
      body: {
        success: true,
        data: { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false },
      },
    },
    ...replies,
  });

function renderModal() {
  signIn('7|secret', sessionUser({ language: null }));
  return renderRoutes([{ path: '/', element: <ProfileModal open onOpenChange={vi.fn()} /> }], '/');
}

const languageForm = () => screen.getByRole('form', { name: 'Language' });

describe('the language of the user, in Profile', () => {
  beforeAll(() => {
    // Unit tests run in English: the French messages this test switches to are loaded here.
    i18next.addResourceBundle('fr', 'common', commonFr, true, true);
    i18next.addResourceBundle('fr', 'profile', profileFr, true, true);
  });

  afterEach(async () => {
    await i18next.changeLanguage('en');
    document.documentElement.lang = 'en';
  });

  it("offers the platform's default and the four languages by their own names", async () => {
    mockProfileApi({});
    renderModal();
    await screen.findByRole('form', { name: 'Language' });
    const select = within(languageForm()).getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Platform default (English)', 'English', 'हिन्दी', 'Español', 'Français']);
    expect(select).toHaveValue('');
    expect(within(languageForm()).getByRole('button', { name: 'Save language' })).toBeDisabled();
  });

  it('saves French, updates the session user, switches the app to French and says so in French', async () => {
    const fetchMock = mockProfileApi({
      'PUT /api/me/language': { status: 200, body: { success: true, data: sessionUser({ language: 'fr' }) } },
    });
    const { user } = renderModal();
    await screen.findByRole('form', { name: 'Language' });

    await user.selectOptions(within(languageForm()).getByRole('combobox', { name: 'Language' }), 'fr');
    await user.click(within(languageForm()).getByRole('button', { name: 'Save language' }));

    expect(await toasts().findByText('Langue enregistrée.')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PUT /api/me/language')).toEqual([{ language: 'fr' }]);
    expect(getSession().user?.language).toBe('fr');
    expect(i18next.language).toBe('fr');
    expect(await screen.findByRole('form', { name: 'Langue' })).toBeInTheDocument();
  });

  it("sends null for the platform's default", async () => {
    signIn('7|secret', sessionUser({ language: 'es' }));
    const fetchMock = mockProfileApi({
      'PUT /api/me/language': { status: 200, body: { success: true, data: sessionUser({ language: null }) } },
    });
    const { user } = renderRoutes(
      [{ path: '/', element: <ProfileModal open onOpenChange={vi.fn()} /> }],
      '/',
    );
    const form = await screen.findByRole('form', { name: 'Language' });
    expect(within(form).getByRole('combobox', { name: 'Language' })).toHaveValue('es');

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language' }), '');
    await user.click(within(form).getByRole('button', { name: 'Save language' }));

    expect(await toasts().findByText('Language saved.')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PUT /api/me/language')).toEqual([{ language: null }]);
    expect(getSession().user?.language).toBeNull();
  });
});
