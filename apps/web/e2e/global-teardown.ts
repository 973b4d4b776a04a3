import fs from 'node:fs';

/**
 * Removes the run's database and uploads when this run made their folder (playwright.config.ts):
 * every run used to leave one in the temporary directory. Playwright stops the server after this;
 * its open files are unlinked, not in use by anything else.
 */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_MADE === '1') fs.rmSync(dir, { recursive: true, force: true });
}
