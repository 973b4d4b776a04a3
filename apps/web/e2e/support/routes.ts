import type { Locator, Page } from '@playwright/test';
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

/**
 * Opens a route of a walk over many pages: the first by loading it, the next ones through the
 * router's history, as a link does, so that the app (and axe, where a walk reads pages with it)
 * is not loaded again for each page. The heading of the page left is marked, so that
 * `arrivedHeading` is the new page's.
 */
export async function openRoute(page: Page, route: string, first: boolean): Promise<void> {
  if (first) {
    await page.goto(route);
    return;
  }
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/** The main heading of the page `openRoute` went to, not of the page it left. */
export const arrivedHeading = (page: Page): Locator => page.locator('h1:not([data-left])');
