/**
 * The pages anyone may open outside the public site's layout. Pure data: the router is built
 * from it, and the browser tests open each page from it, so a page added here is checked too.
 */
export const AUTH_PAGES = ['/login', '/reset-password'] as const;

export type AuthPagePath = (typeof AUTH_PAGES)[number];
