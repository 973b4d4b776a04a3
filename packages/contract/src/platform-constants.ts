/*
 * The platform's fixed texts, apart from the schemas in settings.ts: they hold no zod, so the
 * public pages and the API client can import them without downloading zod (as contact-constants).
 */

import { customMessage } from './messages';

/**
 * Every API call of anyone but a superadmin answers 503 with this during maintenance, in the
 * caller's language (validation catalogue, `custom.maintenance`); this is its English.
 */
export const MAINTENANCE_MESSAGE = 'The platform is under maintenance. Please try again later.';

/** Whether an answer's message is the maintenance one, in English or the reader's language. */
export const isMaintenanceMessage = (message: string): boolean =>
  message === MAINTENANCE_MESSAGE || message === customMessage('maintenance');

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
