/*
 * The platform's fixed texts, apart from the schemas in settings.ts: they hold no zod, so the
 * public pages and the API client can import them without downloading zod (as contact-constants).
 */

/** Every API call of anyone but a superadmin answers 503 with this during maintenance. */
export const MAINTENANCE_MESSAGE = 'The platform is under maintenance. Please try again later.';

/** The name and description a platform never saved reads as. */
export const DEFAULT_PLATFORM_NAME = 'Schoolwise';
export const DEFAULT_PLATFORM_DESCRIPTION = 'A multi-school management platform.';

/**
 * The languages a platform may speak, stored as language tags (the web app puts one in
 * `<html lang>`). Here rather than in settings.ts so that i18n/languages.ts, which every first
 * page loads, brings no zod.
 */
export const PLATFORM_LANGUAGES = ['en', 'hi', 'es', 'fr'] as const;
export type PlatformLanguage = (typeof PLATFORM_LANGUAGES)[number];
