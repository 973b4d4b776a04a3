import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n/i18n';
import hindiCommon from '@/i18n/locales/common/hi.json';
import { errorMessageFor } from './error-catalogue';

const FALLBACK = 'Failed to update profile';

describe('errorMessageFor', () => {
  it.each([
    [400, 'Bad request. Please check your input.'],
    [401, 'Unauthorized. Please login again.'],
    [403, "Access denied. You don't have permission."],
    [404, 'Resource not found.'],
    [409, 'Conflict. This resource already exists.'],
    [500, 'Server error. Please try again later.'],
  ])('gives the catalogue text for %i when the server sends no message', (status, text) => {
    expect(errorMessageFor({ status }, FALLBACK)).toBe(text);
  });

  it('gives the first message of the first field of a 422', () => {
    const errors = {
      email: ['Email has already been taken.', 'Email must be a valid email address.'],
      name: ['Name is required.'],
    };
    expect(errorMessageFor({ status: 422, message: 'The given data was invalid.', errors }, FALLBACK)).toBe(
      'Email has already been taken.',
    );
  });

  it("prefers the server's message to the status text", () => {
    expect(errorMessageFor({ status: 401, message: 'Invalid credentials' }, FALLBACK)).toBe(
      'Invalid credentials',
    );
    expect(errorMessageFor({ status: 422, message: 'Nothing to update', errors: {} }, FALLBACK)).toBe(
      'Nothing to update',
    );
  });

  it('reports a network error when no response arrived', () => {
    expect(errorMessageFor({ status: null }, FALLBACK)).toBe('Network error. Please check your connection.');
  });

  it("falls back to the call's own default for other statuses", () => {
    expect(errorMessageFor({ status: 429 }, FALLBACK)).toBe(FALLBACK);
    expect(errorMessageFor({ status: 503 }, FALLBACK)).toBe(FALLBACK);
  });
});

describe('errorMessageFor in the reader’s language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
    i18next.removeResourceBundle('hi', 'common');
  });

  it('gives the catalogue text in Hindi, and still prefers the server’s own message', async () => {
    i18next.addResourceBundle('hi', 'common', hindiCommon);
    await i18next.changeLanguage('hi');
    expect(errorMessageFor({ status: 404 }, FALLBACK)).toBe('जानकारी नहीं मिली।');
    expect(errorMessageFor({ status: null }, FALLBACK)).toBe('नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें।');
    expect(errorMessageFor({ status: 401, message: 'अमान्य विवरण' }, FALLBACK)).toBe('अमान्य विवरण');
  });
});
