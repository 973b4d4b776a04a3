import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPlatformPreferences } from '@/lib/platform-preferences';
import { signIn } from '@/lib/session';
import { sessionUser } from '@/test/fixtures';
import { i18next } from './i18n';
import { applyLanguage, chooseVisitLanguage, chosenLanguage } from './language';

const platform = (default_language: 'en' | 'hi' | 'es' | 'fr') =>
  applyPlatformPreferences({ default_timezone: 'Asia/Kolkata', default_currency: 'INR', default_language });

const browserAsks = (...languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('the language the app speaks', () => {
  afterEach(async () => {
    sessionStorage.clear();
    platform('en');
    await i18next.changeLanguage('en');
    document.documentElement.lang = 'en';
  });

  it("gives a visitor the first of the browser's languages we offer, by its primary tag", () => {
    platform('hi');
    browserAsks('de-DE', 'fr-CA', 'es');
    expect(chosenLanguage()).toBe('fr');
  });

  it("gives a visitor the platform's default when the browser asks for none we offer", () => {
    platform('hi');
    browserAsks('de-DE', 'ja');
    expect(chosenLanguage()).toBe('hi');
  });

  it("keeps a visitor's own choice for the visit, over the browser's", async () => {
    browserAsks('es-ES');
    await chooseVisitLanguage('fr');
    expect(chosenLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18next.language).toBe('fr');
  });

  it("gives a signed-in user their own choice, else the platform's default, never the browser's", () => {
    browserAsks('es-ES');
    platform('hi');
    signIn('1|t', sessionUser({ language: 'fr' }));
    expect(chosenLanguage()).toBe('fr');
    signIn('1|t', sessionUser({ language: null }));
    expect(chosenLanguage()).toBe('hi');
  });

  it('marks the page with the language it switches to', async () => {
    browserAsks('en-GB');
    platform('es');
    signIn('1|t', sessionUser({ language: null }));
    await applyLanguage();
    expect(document.documentElement.lang).toBe('es');
    expect(i18next.language).toBe('es');
  });
});
