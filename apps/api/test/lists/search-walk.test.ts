import { sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryList } from '../../src/modules/contact/contact.repository';
import { schoolList } from '../../src/modules/schools/schools.repository';
import { userList } from '../../src/modules/users/users-list.repository';
import { COUNT_BOUND } from '../../src/lib/pagination';
import { isoNow } from '../../src/lib/time';
import { postgresPlan, sqlitePlan } from '../helpers/query-plan';
import { call, consoleSessions, marker, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The superadmin's searched lists (users, schools, inquiries) page and count their matches the
 * same whichever way the engine finds them: on SQLite a term of three characters or more walks
 * the search index newest first (lib/search.ts, searchedRows). Each list here holds more matches
 * than the count's bound, one in three also meeting another filter, and rows that do not match
 * between them; every page asked for is the one worked out from the rows themselves.
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const MATCHES = COUNT_BOUND + 10;

interface Seeded {
  id: number;
  name: string;
  /** Meets the list's other filter. */
  other: boolean;
}

interface WalkCase {
  path: string;
  key: string;
  /** The query string of the other filter, met by one match in three. */
  other: string;
  /** The query string of a filter met by the other two in three. */
  rest: string;
  /** The list's table, and its row `i` holding `tag` (matching) or not, written at `now`. */
  table: 'users' | 'schools' | 'contact_messages';
  row: (i: number, matching: boolean, tag: string, now: string) => Record<string, unknown>;
  /** The list's count and its newest-first page, as its repository builds them. */
  statements: (tag: string) => Promise<{ count: Compilable<unknown>; page: Compilable<unknown> }>;
}

/** Names out of id order, with ties in another case, so a name sort is not the id order. */
const nameOf = (tag: string, i: number) =>
  `${['Beta', 'alpha', 'ALPHA', 'gamma'][i % 4]} ${(i * 7919) % 1000} ${tag}`;

/**
 * Writes `MATCHES` rows holding `tag`, each followed by one that does not, in chunks (SQLite's
 * bound values are limited); gives the matches.
 */
async function seed(list: WalkCase, tag: string): Promise<Seeded[]> {
  const now = isoNow();
  const rows = Array.from({ length: MATCHES * 2 }, (_, n) => list.row(n >> 1, n % 2 === 0, tag, now));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 50) {
    // Each case's rows are its table's: the cast only spares typing the union of the three.
    const chunk = rows.slice(i, i + 50) as never;
    ids.push(...(await t.db.insertInto(list.table).values(chunk).returning('id').execute()).map((r) => r.id));
  }
  return ids
    .map((id, n) => ({ id, n }))
    .filter(({ n }) => n % 2 === 0)
    .map(({ id, n }) => ({ id, name: nameOf(tag, n >> 1), other: (n >> 1) % 3 === 0 }));
}

const CASES: Record<string, WalkCase> = {
  users: {
    path: '/api/superadmin/users',
    key: 'users',
    other: 'status=suspended',
    rest: 'status=active',
    table: 'users',
    row: (i, matching, tag, now) => ({
      name: matching ? nameOf(tag, i) : `Someone ${i}`,
      email: `${matching ? tag : 'else'}.${i}.${marker()}@walk.test`,
      phone: null,
      password_hash: null,
      status: matching && i % 3 === 0 ? ('suspended' as const) : ('active' as const),
      profile_picture: null,
      last_login_at: null,
      email_verified_at: null,
      created_at: now,
      updated_at: now,
    }),
    statements: async (tag) => {
      const list = await userList(t.db, { search: tag });
      return { count: list.count.filtered, page: list.sorted({ sort: 'created_at' }) };
    },
  },
  schools: {
    path: '/api/superadmin/schools',
    key: 'schools',
    other: 'status=inactive',
    rest: 'status=active',
    table: 'schools',
    row: (i, matching, tag, now) => ({
      name: matching ? nameOf(tag, i) : `Elsewhere ${i}`,
      code: `${matching ? 'W' : 'X'}${marker()}`.toUpperCase(),
      board: 'CBSE',
      country: 'India',
      active: !(matching && i % 3 === 0),
      created_at: now,
      updated_at: now,
    }),
    statements: (tag) => {
      const list = schoolList(t.db, { search: tag });
      return Promise.resolve({ count: list.count.filtered, page: list.sorted({ sort: 'created_at' }) });
    },
  },
  inquiries: {
    path: '/api/superadmin/inquiries',
    key: 'inquiries',
    other: 'status=handled',
    rest: 'status=open',
    table: 'contact_messages',
    row: (i, matching, tag, now) => ({
      name: matching ? nameOf(tag, i) : `Visitor ${i}`,
      email: `visitor${i}@walk.test`,
      school: null,
      phone: null,
      subject: 'Admissions',
      message: 'When do admissions open?',
      ip_address: null,
      user_agent: null,
      handled_at: matching && i % 3 === 0 ? now : null,
      handled_by: null,
      created_at: now,
      updated_at: now,
    }),
    statements: (tag) => {
      const list = inquiryList(t.db, { search: tag });
      return Promise.resolve({ count: list.count.filtered, page: list.sorted({ sort: 'created_at' }) });
    },
  },
};

/** Byte-wise on lower case, ties by id: the order byText gives on both engines. */
const byName = (a: Seeded, b: Seeded) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x === y ? a.id - b.id : x < y ? -1 : 1;
};

describe.each(Object.entries(CASES))('the %s list searched', (_name, list) => {
  const tag = marker('walk');
  let matches: Seeded[] = [];
  beforeAll(async () => {
    matches = await seed(list, tag);
  });

  const page = async (query: string) => {
    const res = await call(t.app, s.sa, { method: 'GET', url: `${list.path}?search=${tag}&${query}` });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Record<string, unknown> }>().data;
    return {
      ids: (data[list.key] as { id: number }[]).map((row) => row.id),
      pagination: data.pagination as Record<string, unknown>,
    };
  };
  const newest = () => [...matches].sort((a, b) => b.id - a.id).map((m) => m.id);

  it('pages its matches newest first, counted up to the bound', async () => {
    const first = await page('per_page=15');
    expect(first.ids).toEqual(newest().slice(0, 15));
    expect(first.pagination).toMatchObject({ total: COUNT_BOUND, total_is_lower_bound: true, last_page: 67 });
    expect((await page('per_page=15&page=3')).ids).toEqual(newest().slice(30, 45));
    // The last page the bound covers, and the one after it, hold the rows there are.
    expect((await page('per_page=100&page=10')).ids).toEqual(newest().slice(900, 1000));
    expect((await page('per_page=100&page=11')).ids).toEqual(newest().slice(1000, 1100));
  });

  it('pages them oldest first and by name over every match', async () => {
    const oldest = [...matches].sort((a, b) => a.id - b.id).map((m) => m.id);
    expect((await page('sort=created_at&direction=asc&per_page=15&page=2')).ids).toEqual(
      oldest.slice(15, 30),
    );
    const named = [...matches].sort(byName).map((m) => m.id);
    expect((await page('sort=name&per_page=15&page=4')).ids).toEqual(named.slice(45, 60));
    expect((await page('sort=name&direction=desc&per_page=15')).ids).toEqual(named.reverse().slice(0, 15));
  });

  it('counts exactly with another filter that leaves fewer than the bound, either way', async () => {
    for (const [query, meets] of [
      [list.other, true],
      [list.rest, false],
    ] as const) {
      const kept = matches.filter((m) => m.other === meets).sort((a, b) => b.id - a.id);
      const res = await page(`${query}&per_page=15&page=2`);
      expect(res.pagination).toMatchObject({ total: kept.length, total_is_lower_bound: false });
      expect(res.ids).toEqual(kept.slice(15, 30).map((m) => m.id));
      const named = await page(`${query}&sort=name&direction=desc&per_page=15`);
      expect(named.ids).toEqual(
        [...kept]
          .sort(byName)
          .reverse()
          .slice(0, 15)
          .map((m) => m.id),
      );
    }
  });

  it('finds nothing for a term no row holds', async () => {
    const none = await call(t.app, s.sa, { method: 'GET', url: `${list.path}?search=${tag}zzz` });
    expect(none.statusCode).toBe(200);
    expect(none.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      [list.key]: [],
      pagination: { total: 0, total_is_lower_bound: false },
    });
  });

  it('is read through the search index: on SQLite walked newest first, nothing sorted and no list of every match', async () => {
    const { count, page: newestPage } = await list.statements(tag);
    const bounded = t.db
      .selectFrom(
        (count as ReturnType<typeof schoolList>['count']['filtered'])
          .select(sql<number>`1`.as('one'))
          .limit(COUNT_BOUND + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .compile();
    const first = (newestPage as ReturnType<ReturnType<typeof schoolList>['sorted']>).limit(15).compile();
    if (t.engine === 'postgres') {
      // The trigram index gives its rows in no order: PostgreSQL filters with it, and may walk
      // the table's key instead for a page when it expects matches to be many.
      expect(await postgresPlan(t.db, bounded)).toMatch(/search_trgm/);
      return;
    }
    const countPlan = await sqlitePlan(t.db, bounded);
    expect(countPlan).toMatch(/SCAN \w+_search VIRTUAL TABLE/);
    expect(countPlan).not.toMatch(/LIST SUBQUERY/);
    const pagePlan = await sqlitePlan(t.db, first);
    expect(pagePlan.split('\n')[0]).toMatch(/SCAN \w+_search VIRTUAL TABLE/);
    expect(pagePlan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });
});
