/*
 * The platform's fixed texts, apart from the schemas in settings.ts: they hold no zod, so the
 * public pages and the API client can import them without downloading zod (as contact-constants).
 */

/** Every API call of anyone but a superadmin answers 503 with this during maintenance. */
export const MAINTENANCE_MESSAGE = 'The platform is under maintenance. Please try again later.';

/** The name and description a platform never saved reads as. */
export const DEFAULT_PLATFORM_NAME = 'Schoolwise';
export const DEFAULT_PLATFORM_DESCRIPTION = 'A multi-school management platform.';
