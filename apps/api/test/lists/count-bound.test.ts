import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_BOUND } from '../../src/lib/pagination';
import { isoNow } from '../../src/lib/time';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Every list counts its rows through one helper (lib/pagination.ts countUpTo): exact up to the
 * bound, flagged as a lower bound past it. Checked on the schools list with real rows, on both
 * engines, at the bound and one row past it.
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

interface Page {
  schools: Array<{ id: number; name: string }>;
  pagination: {
    total: number;
    total_is_lower_bound: boolean;
    per_page: number;
    current_page: number;
    last_page: number;
  };
}

async function list(query: string): Promise<Page> {
  const res = await call(t.app, s.sa, { method: 'GET', url: `/api/superadmin/schools?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Page }>().data;
}

/** Adds schools straight into the table, in a few large inserts; `inactive` of them inactive. */
async function addSchools(count: number, prefix: string, inactive = 0): Promise<void> {
  const now = isoNow();
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
      const i = start + k;
      return {
        name: `${prefix} ${i}`,
        code: `${prefix}${i}`.toUpperCase(),
        board: 'CBSE' as const,
        country: 'India',
        active: i >= inactive,
        created_at: now,
        updated_at: now,
      };
    });
    await t.db.insertInto('schools').values(rows).execute();
  }
}

const schoolCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('schools')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('list totals', () => {
  it('of a filtered list are exact up to the bound, then a flagged lower bound with a last page that can be reached', async () => {
    // consoleSessions made one active school for its school admin; 20 of ours are inactive.
    await addSchools(COUNT_BOUND + 20 - 1, 'Bound', 20);
    const perPage = 100;
    const exact = await list(`status=active&per_page=${perPage}`);
    expect(exact.pagination).toEqual({
      total: COUNT_BOUND,
      total_is_lower_bound: false,
      per_page: perPage,
      current_page: 1,
      last_page: COUNT_BOUND / perPage,
    });

    await addSchools(1, 'Past');
    const bounded = await list(`status=active&per_page=${perPage}`);
    expect(bounded.pagination).toEqual({
      total: COUNT_BOUND,
      total_is_lower_bound: true,
      per_page: perPage,
      current_page: 1,
      last_page: COUNT_BOUND / perPage,
    });
    // The newest school leads the first page; the last page the bound covers is full.
    expect(bounded.schools[0]!.name).toBe('Past 0');
    const last = await list(`status=active&per_page=${perPage}&page=${bounded.pagination.last_page}`);
    expect(last.schools).toHaveLength(perPage);
    // The row past the bound is there, on the page after the last one counted.
    const beyond = await list(`status=active&per_page=${perPage}&page=${bounded.pagination.last_page + 1}`);
    expect(beyond.schools).toHaveLength(1);
  });

  it('of an unfiltered list are exact past the bound, from the maintained counter', async () => {
    const total = await schoolCount();
    expect(total).toBe(COUNT_BOUND + 21);
    expect((await list('')).pagination).toMatchObject({ total, total_is_lower_bound: false });
    await t.db.deleteFrom('schools').where('name', '=', 'Past 0').execute();
    expect((await list('')).pagination).toMatchObject({ total: total - 1, total_is_lower_bound: false });
  });

  it('stay exact for a filter that matches fewer rows than the bound, whatever the table holds', async () => {
    const inactive = await list('status=inactive');
    expect(inactive.pagination).toMatchObject({ total: 20, total_is_lower_bound: false, last_page: 2 });
    const search = await list('search=Bound 7');
    expect(search.pagination.total_is_lower_bound).toBe(false);
    expect(search.pagination.total).toBe(
      Array.from({ length: COUNT_BOUND + 19 }, (_, i) => `Bound ${i}`).filter((n) => n.includes('Bound 7'))
        .length,
    );
  });
});
