import { AUTH_PAGES } from '../../src/app/public/auth-pages';
import { PUBLIC_LINKS } from '../../src/app/public/public-links';
import {
  PARENT_AREA,
  SCHOOL_ADMIN_AREA,
  STUDENT_AREA,
  SUPERADMIN_AREA,
  TEACHER_AREA,
  type ConsoleArea,
} from '../../src/lib/console-areas';

/*
 * Every address of the router, from the modules it is built from (app/routes.tsx maps these:
 * public links, sign-in pages, each console area's pages), so a page added there
 * is visited by the tests that walk them without editing those tests.
 */
const addressesOf = (area: ConsoleArea) => area.pages.map((page) => `${area.basePath}/${page.path}`);

export const PUBLIC_ROUTES: readonly string[] = [...PUBLIC_LINKS.map((link) => link.to), ...AUTH_PAGES];
export const SUPERADMIN_ROUTES = addressesOf(SUPERADMIN_AREA);
export const SCHOOL_ADMIN_ROUTES = addressesOf(SCHOOL_ADMIN_AREA);
/** The teacher console's pages, where a teacher lands. */
export const TEACHER_ROUTES = addressesOf(TEACHER_AREA);
/** The parent's and the student's consoles, where each lands. */
export const PARENT_ROUTES = addressesOf(PARENT_AREA);
export const STUDENT_ROUTES = addressesOf(STUDENT_AREA);
