import {
  TableNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_BOUND } from '../../src/lib/pagination';
import { createUser } from '../helpers/factories';
import { mintToken } from '../helpers/route-requests';
import { call, marker, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The audit search answers a page from the newest matches only (on SQLite it walks its trigram
 * index newest entry first and stops at what the page needs). Whatever the walk, the list must be
 * the one a full sort gives: every match, newest first, ties by id, each entry once, on every
 * page, with and without the other filters, and counted up to the list's bound. The entries here
 * are written with times that do not follow their ids, as a fill or an import may write them.
 */

interface Entry {
  id: number;
  event: string;
  user_id: number | null;
  created_at: string;
}

/**
 * Counts the queries the app ran that look up the users a search names: a select from `users`
 * with the term among its values. A query counts once its result arrives, so a builder that is
 * only embedded in another query (and transformed on its own as well) is not counted.
 */
class UserLookups implements KyselyPlugin {
  term = '';
  count = 0;
  private readonly pending = new WeakMap<QueryId, boolean>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const from = node.kind === 'SelectQueryNode' ? node.from?.froms[0] : undefined;
    const fromUsers = from !== undefined && TableNode.is(from) && from.table.identifier.name === 'users';
    const term = this.term.toLowerCase();
    this.pending.set(queryId, fromUsers && term !== '' && JSON.stringify(node).toLowerCase().includes(term));
    return node;
  }

  transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.pending.get(queryId)) this.count++;
    return Promise.resolve(result);
  }
}

const lookups = new UserLookups();
let t: TestApp;
let token: string;
let m: string;
let named: { id: number };
const entries: Entry[] = [];

/** Newest first, ties by id: the list's order. */
const newestFirst = (rows: Entry[]) =>
  [...rows].sort((a, b) =>
    a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1,
  );

async function allPages(query: string, perPage: number) {
  const found: number[] = [];
  let total: unknown;
  for (let page = 1; ; page++) {
    const res = await call(t.app, token, {
      method: 'GET',
      url: `/api/superadmin/audit/logs?${query}&page=${page}&per_page=${perPage}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as {
      logs: { id: number }[];
      pagination: { last_page: number; total: number };
    };
    found.push(...data.logs.map((l) => l.id));
    total = data.pagination.total;
    if (page >= data.pagination.last_page) return { found, total };
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { appDb: (db) => db.withPlugin(lookups) });
  token = await mintToken(t.db, (await createUser(t.db, { roles: ['superadmin'] })).id);
  m = marker('srch');
  // Entries by this user match a search for the marker through the user's name.
  named = await createUser(t.db, { name: `Searched ${m}`, roles: ['teacher'] });
  const other = await createUser(t.db, { roles: ['teacher'] });
  // 60 entries in 2002, their times shuffled against their ids (a step coprime with 60), some at
  // the same instant; a third name the marker in their text, a third only through their user, a
  // third both; a few by nobody.
  for (let i = 0; i < 60; i++) {
    const slot = (i * 37) % 60;
    const second = String(Math.floor(slot / 2)).padStart(2, '0');
    const text = i % 3 !== 1;
    const event = text
      ? `${m}_${i % 2 === 0 ? 'even' : 'odd'}`
      : i % 2 === 0
        ? 'even_happened'
        : 'odd_happened';
    const user_id = i % 3 === 0 ? other.id : i % 7 === 0 ? null : named.id;
    const created_at = `2002-0${1 + (slot % 3)}-1${slot % 5}T10:00:${second}.000Z`;
    const { id } = await t.db
      .insertInto('audit_logs')
      .values({
        event,
        description: text ? `Did ${m} thing ${i}` : `Did a thing ${i}`,
        user_id,
        school_id: null,
        ip_address: '192.0.2.9',
        user_agent: null,
        properties: null,
        created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    entries.push({ id, event, user_id, created_at });
  }
});
afterAll(() => t.close());

describe('GET /api/superadmin/audit/logs?search=', () => {
  const matches = (e: Entry) => e.event.startsWith(m) || e.user_id === named.id;

  it('lists every match once, newest first, on every page size', async () => {
    const expected = newestFirst(entries.filter(matches)).map((e) => e.id);
    expect(expected.length).toBeGreaterThan(30);
    for (const perPage of [1, 7, 15, 100]) {
      const { found, total } = await allPages(`search=${m}&date_to=2002-12-31`, perPage);
      expect(found, `per_page=${perPage}`).toEqual(expected);
      expect(total).toBe(expected.length);
    }
  });

  it('applies the other filters with the search', async () => {
    const cases: [string, (e: Entry) => boolean][] = [
      [`event=${m}_even`, (e) => e.event === `${m}_even`],
      [`user_id=${named.id}`, (e) => e.user_id === named.id],
      ['date_from=2002-02-01&date_to=2002-02-28', (e) => e.created_at.startsWith('2002-02')],
      ['event=even_happened', (e) => e.event === 'even_happened'],
    ];
    for (const [query, filter] of cases) {
      const expected = newestFirst(entries.filter((e) => matches(e) && filter(e))).map((e) => e.id);
      expect(expected.length, query).toBeGreaterThan(0);
      const { found, total } = await allPages(`search=${m}&${query}`, 4);
      expect(found, query).toEqual(expected);
      expect(total, query).toBe(expected.length);
    }
  });

  it('counts up to the list bound, and pages past it still come back full', async () => {
    const word = marker('many');
    const base = Date.parse('2003-06-01T00:00:00.000Z');
    // One statement: more matches than the count bound, times running against ids.
    const rows = Array.from({ length: COUNT_BOUND + 5 }, (_, i) => ({
      event: 'bulk_written',
      description: `${word} ${i}`,
      user_id: null,
      school_id: null,
      ip_address: null,
      user_agent: null,
      properties: null,
      created_at: new Date(base - i * 1000).toISOString(),
    }));
    const inserted = await t.db
      .insertInto('audit_logs')
      .values(rows)
      .returning(['id', 'created_at'])
      .execute();
    const expected = [...inserted]
      .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1))
      .map((e) => e.id);
    const first = await call(t.app, token, {
      method: 'GET',
      url: `/api/superadmin/audit/logs?search=${word}`,
    });
    expect(first.json().data.pagination).toMatchObject({
      total: COUNT_BOUND,
      total_is_lower_bound: true,
    });
    expect(first.json().data.logs.map((l: { id: number }) => l.id)).toEqual(expected.slice(0, 15));
    const deep = await call(t.app, token, {
      method: 'GET',
      url: `/api/superadmin/audit/logs?search=${word}&page=68&per_page=15`,
    });
    expect(deep.json().data.logs.map((l: { id: number }) => l.id)).toEqual(expected.slice(67 * 15, 68 * 15));
  });

  it('looks up the users a search names once a request, for its count and its rows alike', async () => {
    // The whole term walks the index on SQLite; two characters are a prefix match on both engines.
    for (const term of [m, m.slice(0, 2)]) {
      lookups.term = term;
      lookups.count = 0;
      const { found } = await allPages(`search=${term}&date_to=2002-12-31`, 100);
      expect(found.length, term).toBeGreaterThan(0);
      expect(lookups.count, term).toBe(1);
    }
    // An export counts the trail, then reads it in batches: one lookup for both.
    lookups.term = m;
    lookups.count = 0;
    const res = await call(t.app, token, {
      method: 'GET',
      url: `/api/superadmin/audit/logs/export?search=${m}&date_to=2002-12-31`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [, ...lines] = parseCsv(res.body);
    expect(lines.map((line) => Number(line[0]))).toEqual(
      newestFirst(entries.filter(matches)).map((e) => e.id),
    );
    expect(lookups.count).toBe(1);
  });
});
