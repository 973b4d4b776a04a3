import { deepestPage, LIST_DEPTH } from '@school/contract';
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_BOUND } from '../../src/lib/pagination';
import { isoNow } from '../../src/lib/time';
import type { RouteAccess } from '../../src/plugins/auth';
import { setUpRouteTests, type RouteTestSetup } from '../helpers/route-principals';
import { buildRequest, mintToken, routeName, type RequestContext } from '../helpers/route-requests';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A page number costs little wherever it points: every list of the app's route table (each GET
 * route whose answer has `pagination`) refuses a page starting LIST_DEPTH rows deep or more with
 * 422 on `page` before it reads anything, reads a page and its count in one statement, and
 * answers a page past the end with an empty page of the usual envelope. What was read is checked
 * on the queries the app really ran (a Kysely plugin records each one's OFFSET and aliases), not
 * on the clock.
 */

/**
 * Every OFFSET of the queries the app ran since the last reset, with its value when it is a
 * number. A subquery's builder is transformed on its own as well when it is embedded, so a
 * query's offsets are kept by its id and counted only once its result arrives: the queries that
 * ran, each walked whole (an OFFSET in a subquery counts).
 */
class OffsetRecorder implements KyselyPlugin {
  offsets: unknown[] = [];
  /** The tables the queries that ran read or wrote. */
  tables = new Set<string>();
  /** The aliases they named: `matches` is the bounded count's (lib/pagination.ts countUpTo). */
  aliases = new Set<string>();
  /** Each query that ran, in order: its OFFSETs and its aliases. */
  queries: Found[] = [];
  private readonly pending = new WeakMap<QueryId, Found>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const found: Found = { offsets: [], tables: [], aliases: [] };
    collect(node, found);
    this.pending.set(queryId, found);
    return node;
  }

  transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const found = this.pending.get(queryId);
    this.offsets.push(...(found?.offsets ?? []));
    for (const table of found?.tables ?? []) this.tables.add(table);
    for (const alias of found?.aliases ?? []) this.aliases.add(alias);
    if (found) this.queries.push(found);
    return Promise.resolve(result);
  }

  reset(): void {
    this.offsets = [];
    this.tables = new Set();
    this.aliases = new Set();
    this.queries = [];
  }
}

interface Found {
  offsets: unknown[];
  tables: string[];
  aliases: string[];
}

function collect(node: unknown, found: Found): void {
  if (Array.isArray(node)) {
    for (const child of node) collect(child, found);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const op = node as OperationNode & {
    offset?: { kind: string; value?: unknown };
    table?: { identifier?: { name?: string } };
    alias?: { kind: string; name?: string };
  };
  if (op.kind === 'OffsetNode')
    found.offsets.push(op.offset?.kind === 'ValueNode' ? op.offset.value : op.offset);
  if (op.kind === 'TableNode' && op.table?.identifier?.name) found.tables.push(op.table.identifier.name);
  if (op.kind === 'AliasNode' && op.alias?.name) found.aliases.push(op.alias.name);
  for (const child of Object.values(node)) collect(child, found);
}

const recorder = new OffsetRecorder();
let t: TestApp;
let ctx: RequestContext;
let setup: RouteTestSetup;
let lists: RouteAccess[];

beforeAll(async () => {
  t = await createTestApp({}, { appDb: (db) => db.withPlugin(recorder) });
  setup = await setUpRouteTests(t);
  ({ ctx } = setup);
  lists = t.app.routeAccess.filter((r) => r.method === 'GET' && answersPages(r));
});
afterAll(() => t.close());

interface ZodShape {
  _zod: { def: { type: string; shape?: Record<string, ZodShape> } };
}

/** Whether the route's 200 answer is a page: its `data` object has `pagination`. */
function answersPages(route: RouteAccess): boolean {
  const response = (route.schema as { response?: Record<number, ZodShape> }).response?.[200];
  const data = response?._zod.def.shape?.data;
  return data?._zod.def.shape?.pagination !== undefined;
}

/** The route's request as its owner sends it, with no optional filter, at this page and size. */
async function pageRequest(route: RouteAccess, page: number, perPage: number) {
  const owner = setup.ownerOf(route);
  const request = await buildRequest(ctx, route, owner, true);
  const url = new URL(request.url as string, 'http://api.test');
  url.searchParams.set('page', String(page));
  url.searchParams.set('per_page', String(perPage));
  return { ...request, url: `${url.pathname}${url.search}`, token: await mintToken(t.db, owner.userId!) };
}

/** Sends it, recording only this request's queries. */
async function send(route: RouteAccess, page: number, perPage: number) {
  const { token, ...request } = await pageRequest(route, page, perPage);
  recorder.reset();
  const res = await call(t.app, token, request);
  return {
    res,
    offsets: [...recorder.offsets],
    tables: new Set(recorder.tables),
    aliases: new Set(recorder.aliases),
    queries: [...recorder.queries],
  };
}

/**
 * Lists that read figures of their own beside the page, and how many statements they may run:
 * the attendance report (the token, its class, the current year, the days of its registers, the
 * page, the summary of all its students, the page's marks).
 */
const STATEMENTS_WITH_FIGURES = new Map([['GET /api/school/attendance/report', 7]]);

/** Figures a page comes with that are not its rows: a trail's counts by event. */
const BESIDE_THE_ROWS = new Set(['events_by_type']);

/** The rows of a page: the one array beside `pagination` in `data` that is not a figure. */
function rowsOf(data: Record<string, unknown>): unknown[] {
  const arrays = Object.entries(data)
    .filter(([key, value]) => Array.isArray(value) && !BESIDE_THE_ROWS.has(key))
    .map(([, value]) => value as unknown[]);
  expect(arrays).toHaveLength(1);
  return arrays[0]!;
}

type PageData = Record<string, unknown> & { pagination: Record<string, unknown> };

/** The answer's `data` when it is 200; else what it was, added to `wrong`. */
function pageData(
  res: { statusCode: number; body: string; json: <T>() => T },
  label: string,
  wrong: string[],
): PageData | null {
  if (res.statusCode === 200) return res.json<{ data: PageData }>().data;
  wrong.push(`${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  return null;
}

describe('page numbers', () => {
  it('are found on every list of the route table', () => {
    const names = lists.map(routeName);
    // The walk reaches the lists it is about, so a change in how answers are declared cannot
    // leave it walking nothing.
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/superadmin/users',
        'GET /api/superadmin/schools',
        'GET /api/superadmin/roles',
        'GET /api/superadmin/roles/:id/users',
        'GET /api/superadmin/permissions',
        'GET /api/superadmin/inquiries',
        'GET /api/superadmin/audit/logs',
        'GET /api/superadmin/audit/users/:id/activity',
        'GET /api/superadmin/audit/schools/:id/activity',
        'GET /api/school/activities',
        'GET /api/school/students',
        'GET /api/school/teachers',
        'GET /api/school/parents',
        'GET /api/school/classes',
        'GET /api/school/classes/:id/students',
        'GET /api/school/sections',
        'GET /api/school/sections/:id/students',
        'GET /api/school/subjects',
        'GET /api/school/academic-years',
        'GET /api/school/notices',
      ]),
    );
  });

  it('may be refused, as every list says in its documented answers', () => {
    const undocumented = lists
      .filter((r) => (r.schema as { response?: Record<number, unknown> }).response?.[422] === undefined)
      .map(routeName);
    expect(undocumented).toEqual([]);
  });

  it(
    'past the deepest page are refused with 422 on page, before any row is read',
    { timeout: 120_000 },
    async () => {
      const wrong: string[] = [];
      for (const route of lists) {
        for (const [page, perPage] of [
          [9_999, 15],
          [deepestPage(100) + 1, 100],
          [2_147_483_647, 1],
        ] as const) {
          const { res, offsets, tables } = await send(route, page, perPage);
          const body = res.json<{ success: boolean; message: string; errors?: Record<string, string[]> }>();
          const label = `${routeName(route)} page ${page} at ${perPage}`;
          if (res.statusCode !== 422) wrong.push(`${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          else if (
            body.success !== false ||
            body.errors?.page?.[0] !== body.message ||
            !body.message.includes(`greater than ${deepestPage(perPage)} at ${perPage} per page`)
          ) {
            wrong.push(`${label}: ${res.body.slice(0, 200)}`);
          }
          if (offsets.length > 0) wrong.push(`${label}: ran queries with OFFSET ${offsets.join(', ')}`);
          // Nor the figures that come with a page: a trail's counts by event are left unread too.
          if (tables.has('audit_logs')) wrong.push(`${label}: read the audit trail`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it(
    'are read with their count in one statement, and a short first page is counted exactly',
    { timeout: 120_000 },
    async () => {
      const wrong: string[] = [];
      let short = 0;
      for (const route of lists) {
        const { res, queries } = await send(route, 1, 100);
        const label = routeName(route);
        const data = pageData(res, label, wrong);
        if (!data) continue;
        // The page's statement carries the count (its column `list_total`, lib/pagination.ts),
        // and no other statement counts the list (a bounded count's subquery is `matches`).
        const paged = queries.filter((q) => q.offsets.length > 0);
        if (paged.length !== 1 || !paged[0]!.aliases.includes('list_total'))
          wrong.push(`${label}: ${paged.length} statements with an OFFSET, not one carrying the count`);
        if (queries.some((q) => q.aliases.includes('matches') && !q.aliases.includes('list_total')))
          wrong.push(`${label}: counted in a statement of its own`);
        const rows = rowsOf(data).length;
        if (rows === 100) continue;
        short++;
        const expected = {
          total: rows,
          total_is_lower_bound: false,
          per_page: 100,
          current_page: 1,
          last_page: 1,
        };
        if (JSON.stringify(data.pagination) !== JSON.stringify(expected))
          wrong.push(`${label}: pagination ${JSON.stringify(data.pagination)} for ${rows} rows`);
      }
      expect(wrong).toEqual([]);
      // The walk met short pages, so it proved something.
      expect(short).toBeGreaterThan(lists.length / 2);
    },
  );

  it(
    'past the end of an exact count answer an empty page, reading no deeper than the page',
    { timeout: 120_000 },
    async () => {
      const wrong: string[] = [];
      for (const route of lists) {
        const page = deepestPage(15);
        const { res, offsets } = await send(route, page, 15);
        const label = `${routeName(route)} page ${page}`;
        const data = pageData(res, label, wrong);
        if (!data) continue;
        const { pagination } = data;
        if (rowsOf(data).length !== 0) wrong.push(`${label}: rows on a page past the end`);
        if (
          pagination.total_is_lower_bound !== false ||
          pagination.current_page !== page ||
          pagination.per_page !== 15 ||
          (pagination.last_page as number) >= page ||
          Math.max(1, Math.ceil((pagination.total as number) / 15)) !== pagination.last_page
        ) {
          wrong.push(`${label}: pagination ${JSON.stringify(pagination)}`);
        }
        // The page's own statement, at most (none where the list is known empty): its OFFSET reads
        // no further than the rows there are, fewer than LIST_DEPTH.
        if (offsets.some((offset) => offset !== (page - 1) * 15))
          wrong.push(`${label}: read rows with OFFSET ${offsets.join(', ')}`);
        if (offsets.length > 1) wrong.push(`${label}: ${offsets.length} statements with an OFFSET`);
      }
      expect((deepestPage(15) - 1) * 15).toBeLessThan(LIST_DEPTH);
      expect(wrong).toEqual([]);
    },
  );

  it('past a bounded count are served as deep as the deepest page, and no deeper', async () => {
    // More entries than the count stops at: the list says "1,000+" and pages on while full.
    const now = isoNow();
    const entries = COUNT_BOUND + 30;
    for (let start = 0; start < entries; start += 500) {
      await t.db
        .insertInto('audit_logs')
        .values(
          Array.from({ length: Math.min(500, entries - start) }, (_, i) => ({
            event: 'deep_page_probe',
            description: `Probe ${start + i}`,
            user_id: null,
            school_id: null,
            ip_address: null,
            user_agent: null,
            properties: null,
            created_at: now,
          })),
        )
        .execute();
    }
    const route = lists.find((r) => routeName(r) === 'GET /api/superadmin/audit/logs')!;
    const url = (page: number, perPage: number) =>
      `/api/superadmin/audit/logs?event=deep_page_probe&page=${page}&per_page=${perPage}`;
    const token = await mintToken(t.db, setup.superadmin.userId!);
    const get = async (page: number, perPage: number) => {
      recorder.reset();
      const res = await call(t.app, token, { method: route.method, url: url(page, perPage) });
      return { res, offsets: [...recorder.offsets] };
    };

    const counted = await get(1, 15);
    expect(counted.res.json().data.pagination).toMatchObject({
      total: COUNT_BOUND,
      total_is_lower_bound: true,
    });
    // The page after the last one counted holds rows, and is read.
    const beyond = await get(COUNT_BOUND / 10 + 1, 10);
    expect(beyond.res.statusCode).toBe(200);
    expect(beyond.res.json().data.logs).toHaveLength(10);
    expect(beyond.offsets).toEqual([COUNT_BOUND]);
    // The deepest page is read at an offset under the depth (empty here), the next one refused.
    const deepest = await get(deepestPage(15), 15);
    expect(deepest.res.statusCode).toBe(200);
    expect(deepest.res.json().data.logs).toEqual([]);
    expect(deepest.offsets).toEqual([(deepestPage(15) - 1) * 15]);
    expect((deepestPage(15) - 1) * 15).toBeLessThan(LIST_DEPTH);
    const refused = await get(deepestPage(15) + 1, 15);
    expect(refused.res.statusCode).toBe(422);
    expect(refused.offsets).toEqual([]);
  });

  it(
    'are read in a few statements whatever they hold: the token, the page and its related rows',
    { timeout: 120_000 },
    async () => {
      const wrong: string[] = [];
      // The first request of a node loads its access snapshot and settings once; later ones read
      // none of it, and are the ones measured.
      await send(lists[0]!, 1, 100);
      for (const route of lists) {
        const { res, queries } = await send(route, 1, 100);
        const label = routeName(route);
        if (!pageData(res, label, wrong)) continue;
        const read = queries.map((q) => [...new Set(q.tables)].join('+'));
        // The token lookup, one look-up the list filters by (the subject of an activity list, the
        // current year, a class), the page with its count, and the page's related rows in one
        // statement (lib/related-rows.ts) or a figure beside the page.
        if (queries.length > (STATEMENTS_WITH_FIGURES.get(label) ?? 4))
          wrong.push(`${label}: ${queries.length} statements: ${read.join(' | ')}`);
        if (!queries[0]?.tables.includes('access_tokens'))
          wrong.push(`${label}: the token was not looked up first: ${read.join(' | ')}`);
        // The school console finds its admin's school with the token (modules/auth/caller-records.ts).
        if (
          label.includes(' /api/school/') &&
          queries.slice(1).some((q) => q.tables.includes('school_admins'))
        )
          wrong.push(`${label}: looked its admin's school up again: ${read.join(' | ')}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
