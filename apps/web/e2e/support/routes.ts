import { AUTH_PAGES } from '../../src/app/public/auth-pages';
import { PUBLIC_LINKS } from '../../src/app/public/public-links';
import {
  PORTAL_PATH,
  SCHOOL_ADMIN_AREA,
  SUPERADMIN_AREA,
  TEACHER_AREA,
  type ConsoleArea,
} from '../../src/lib/console-areas';

/*
 * Every address of the router, from the modules it is built from (app/routes.tsx maps these:
 * public links, sign-in pages, the portal page, each console area's pages), so a page added there
 * is visited by the tests that walk them without editing those tests.
 */
const addressesOf = (area: ConsoleArea) => area.pages.map((page) => `${area.basePath}/${page.path}`);

export const PUBLIC_ROUTES: readonly string[] = [...PUBLIC_LINKS.map((link) => link.to), ...AUTH_PAGES];
export const PORTAL_ROUTE = PORTAL_PATH;
export const SUPERADMIN_ROUTES = addressesOf(SUPERADMIN_AREA);
export const SCHOOL_ADMIN_ROUTES = addressesOf(SCHOOL_ADMIN_AREA);
/** The teacher console's pages, where a teacher lands (the portal page is for parents and students). */
export const TEACHER_ROUTES = addressesOf(TEACHER_AREA);
