import { INQUIRY_SORTS, PERMISSION_SORTS, ROLE_SORTS, SCHOOL_SORTS, USER_SORTS } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createSchool, createUser } from '../helpers/factories';
import { call, consoleSessions, dbState, marker, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Every list sorts on the server over all its rows: each offered sort, both directions, paged
 * 3 at a time, gives the rows in one order with none repeated or skipped, ties (the same name
 * in another case) broken by id; anything outside a list's whitelist is 422 and changes nothing.
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

type Row = { id: number } & Record<string, unknown>;

/** Names with ties in other cases, out of order on purpose. */
const WORDS = ['beta', 'Alpha', 'gamma', 'ALPHA', 'Delta', 'alpha', 'beta', 'Epsilon'];

interface ListCase {
  path: string;
  /** Where the rows are in `data`. */
  key: string;
  sorts: readonly string[];
  /** Makes the rows of this test, all found by `search`. */
  seed: (tag: string) => Promise<void>;
  /** The value a text sort orders by. */
  value: (row: Row, sort: string) => string;
}

const LISTS: Record<string, ListCase> = {
  schools: {
    path: '/api/superadmin/schools',
    key: 'schools',
    sorts: SCHOOL_SORTS,
    seed: async (tag) => {
      for (const [i, word] of WORDS.entries()) {
        await createSchool(t.db, { name: `${word} ${tag}`, code: `${tag}${WORDS.length - i}`.toUpperCase() });
      }
    },
    value: (row, sort) => String(row[sort]),
  },
  users: {
    path: '/api/superadmin/users',
    key: 'users',
    sorts: USER_SORTS,
    seed: async (tag) => {
      for (const [i, word] of WORDS.entries()) {
        await createUser(t.db, { name: `${word} ${tag}`, email: `${word}.${i}.${tag}@sort.test` });
      }
    },
    value: (row, sort) => String(row[sort]),
  },
  roles: {
    path: '/api/superadmin/roles',
    key: 'roles',
    sorts: ROLE_SORTS,
    seed: async (tag) => {
      const now = isoNow();
      await t.db
        .insertInto('roles')
        .values(
          WORDS.map((word, i) => ({
            name: `${word}_${i}_${tag}`,
            // One without a display name: it sorts first, on both engines.
            display_name: i === 2 ? null : `${word} ${tag}`,
            description: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    },
    value: (row, sort) => (row[sort] as string | null) ?? '',
  },
  permissions: {
    path: '/api/superadmin/permissions',
    key: 'permissions',
    sorts: PERMISSION_SORTS,
    seed: async (tag) => {
      const now = isoNow();
      await t.db
        .insertInto('permissions')
        .values(
          WORDS.map((word, i) => ({
            name: `${tag}_${word}${i}`,
            display_name: null,
            description: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    },
    value: (row, sort) => String(row[sort]),
  },
  inquiries: {
    path: '/api/superadmin/inquiries',
    key: 'inquiries',
    sorts: INQUIRY_SORTS,
    seed: async (tag) => {
      const now = isoNow();
      await t.db
        .insertInto('contact_messages')
        .values(
          WORDS.map((word, i) => ({
            name: `${word} ${tag}`,
            email: `${word}${i % 3}@${tag}.test`,
            school: null,
            phone: null,
            subject: 'Sorting',
            message: 'A message to sort.',
            ip_address: null,
            user_agent: null,
            handled_at: null,
            handled_by: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    },
    value: (row, sort) => String(row[sort]),
  },
};

const get = (url: string) => call(t.app, s.sa, { method: 'GET', url });

/** Every page of the list, 3 rows a page, in the order the server gives them. */
async function everyPage(list: ListCase, query: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`${list.path}?${query}&per_page=3&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: Record<string, unknown> }>().data;
    rows.push(...(data[list.key] as Row[]));
    if (page >= (data.pagination as { last_page: number }).last_page) return rows;
  }
}

/** Byte order of the lower-cased text (both engines' order), ties by id. */
function expectedOrder(list: ListCase, rows: Row[], sort: string, direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const text = (row: Row) => Buffer.from(list.value(row, sort).toLowerCase());
  return [...rows]
    .sort((a, b) =>
      sort === 'created_at' ? sign * (a.id - b.id) : sign * (Buffer.compare(text(a), text(b)) || a.id - b.id),
    )
    .map((row) => row.id);
}

describe.each(Object.entries(LISTS))('sorting %s', (name, list) => {
  const tag = marker(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  beforeAll(() => list.seed(tag));

  it.each(list.sorts.flatMap((sort) => (['asc', 'desc'] as const).map((d) => [sort, d] as const)))(
    'by %s %s over every page, each row once, ties by id',
    async (sort, direction) => {
      const rows = await everyPage(list, `search=${tag}&sort=${sort}&direction=${direction}`);
      expect(rows).toHaveLength(WORDS.length);
      expect(rows.map((row) => row.id)).toEqual(expectedOrder(list, rows, sort, direction));
    },
  );

  it('orders text A to Z and dates newest first when no direction is given', async () => {
    for (const sort of list.sorts) {
      const rows = await everyPage(list, `search=${tag}&sort=${sort}`);
      const natural = sort === 'created_at' && name !== 'roles' ? 'desc' : 'asc';
      expect(rows.map((row) => row.id)).toEqual(expectedOrder(list, rows, sort, natural));
    }
  });

  it.each([
    ['sort=password_hash', 'sort'],
    ['sort=id;drop table users', 'sort'],
    ['sort=NAME', 'sort'],
    ['sort=', 'sort'],
    ['direction=up', 'direction'],
    ['sort=name&direction=DESC', 'direction'],
  ])('answers 422 with the field error for %s, changing nothing', async (query, field) => {
    const before = await dbState(t.db);
    const res = await get(`${list.path}?${query}`);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ success: boolean; message: string; errors: Record<string, string[]> }>();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.message).toBe(body.errors[field]![0]);
    expect(await dbState(t.db)).toEqual(before);
  });
});
