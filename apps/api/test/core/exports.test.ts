import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpRouteTests, type RouteTestSetup } from '../helpers/route-principals';
import { buildRequest, createFixture, isSchoolRoute, mintToken, routeName } from '../helpers/route-requests';
import { call, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlatformTimeZone } from '../helpers/zone-days';

/*
 * Every Export of both consoles, read from the app's route table: whatever list it is, the file
 * is CSV with a UTF-8 byte-order mark (spreadsheet programs read names in any script), its name
 * has no spaces, and its times are written in the platform timezone (named in the column's
 * header), never as raw ISO UTC. Each list gets a row of its own first, so there is a time to see.
 */

const ZONE = 'America/New_York';
const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

let t: TestApp;
let setup: RouteTestSetup;
beforeAll(async () => {
  t = await createTestApp();
  setup = await setUpRouteTests(t);
  await setPlatformTimeZone(t.db, ZONE);
});
afterAll(() => t.close());

const exportRoutes = () => t.app.routeAccess.filter((r) => r.method === 'GET' && r.url.endsWith('/export'));

describe('every export route', () => {
  it('is found in the route table, on both consoles', () => {
    const urls = exportRoutes().map((r) => r.url);
    expect(urls).toContain('/api/superadmin/schools/export');
    expect(urls).toContain('/api/superadmin/inquiries/export');
    expect(urls).toContain('/api/school/students/export');
    expect(urls.length).toBeGreaterThanOrEqual(14);
  });

  const FIGURE_REPORTS = new Set(['GET /api/school/attendance/report/export']);

  it('answers CSV with a byte-order mark, a file name without spaces and times in the platform timezone', async () => {
    const failures: string[] = [];
    for (const route of exportRoutes()) {
      const name = routeName(route);
      const owner = isSchoolRoute(route.url) ? setup.schoolA : setup.superadmin;
      const list = route.url.replace(/\/export$/, '');
      // The audit trail fills itself (each fixture made is audited); every other list gets a row.
      if (!list.endsWith('/audit/logs')) await createFixture(setup.ctx, list, owner);
      const request = await buildRequest(setup.ctx, route, owner, true);
      const res = await call(t.app, await mintToken(t.db, owner.userId!), request);
      if (res.statusCode !== 200) {
        failures.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (res.headers['content-type'] !== 'text/csv; charset=utf-8') failures.push(`${name}: content type`);
      const disposition = String(res.headers['content-disposition']);
      if (!/^attachment; filename="[^\s"]+-\d{4}-\d{2}-\d{2}\.csv"$/.test(disposition)) {
        failures.push(`${name}: file name ${disposition}`);
      }
      let rows: string[][];
      try {
        rows = parseCsv(res.body);
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
        continue;
      }
      const [header, ...lines] = rows;
      if (lines.length === 0) failures.push(`${name}: no rows`);
      const timed = header!.flatMap((column, i) => (/_at\b/.test(column) ? [i] : []));
      // A list of records says when each was made; a report of figures (attendance) has no such time.
      if (!FIGURE_REPORTS.has(name) && !header!.includes(`created_at (${ZONE})`)) {
        failures.push(`${name}: no created_at in ${ZONE}`);
      }
      for (const i of timed) {
        if (!header![i]!.endsWith(` (${ZONE})`)) failures.push(`${name}: ${header![i]} names no zone`);
      }
      for (const line of lines) {
        const raw = line.find((cell) => ISO_INSTANT.test(cell) && !cell.startsWith('{'));
        if (raw !== undefined) failures.push(`${name}: raw ISO time ${raw}`);
        for (const i of timed) {
          if (line[i] !== '' && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(line[i]!)) {
            failures.push(`${name}: ${header![i]} written as ${line[i]}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
