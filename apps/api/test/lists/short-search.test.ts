import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchableTable } from '../../src/db/search-indexes';
import { matchesSearch } from '../../src/lib/search';
import { createSchool, createUser } from '../helpers/factories';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { postgresPlan, sqlitePlan } from '../helpers/query-plan';

/*
 * A search term too short for the trigram indexes (one or two characters) matches the start of
 * a list's key columns through their indexes, and never scans the table.
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const names = async (url: string, key: string) => {
  const res = await call(t.app, s.sa, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return (res.json<{ data: Record<string, Array<{ name: string }>> }>().data[key] ?? []).map((r) => r.name);
};

describe('a one- or two-character search', () => {
  it('finds users whose name or e-mail starts with it, in any case', async () => {
    await createUser(t.db, { name: 'Qwen Lobo', email: 'lobo@short.test' });
    await createUser(t.db, { name: 'Anna Qwillian', email: 'QW.anna@short.test' });
    await createUser(t.db, { name: 'Mira Sharqwa', email: 'mira@short.test' });
    expect((await names('/api/superadmin/users?search=qw', 'users')).sort()).toEqual([
      'Anna Qwillian',
      'Qwen Lobo',
    ]);
    expect(await names('/api/superadmin/users?search=QW', 'users')).toHaveLength(2);
    // Three characters search inside the text again.
    expect((await names('/api/superadmin/users?search=qwi', 'users')).sort()).toEqual(['Anna Qwillian']);
    expect((await names('/api/superadmin/users?search=rqw', 'users')).sort()).toEqual(['Mira Sharqwa']);
  });

  it('finds schools whose name or code starts with it', async () => {
    await createSchool(t.db, { name: 'Zylo Academy', code: 'AC-ZY1' });
    await createSchool(t.db, { name: 'Hill Academy', code: 'ZY-HILL' });
    await createSchool(t.db, { name: 'Bazyl School', code: 'BZ1' });
    expect((await names('/api/superadmin/schools?search=zy', 'schools')).sort()).toEqual([
      'Hill Academy',
      'Zylo Academy',
    ]);
    expect((await names('/api/superadmin/schools?search=z', 'schools')).sort()).toEqual([
      'Hill Academy',
      'Zylo Academy',
    ]);
  });

  it.each<[SearchableTable, string]>([
    ['users', 'p'],
    ['users', 'pa'],
    ['schools', 'z'],
    ['schools', 'zy'],
    ['contact_messages', 'pa'],
  ])('on %s (%s) is answered from indexes, not by scanning the table', async (table, term) => {
    const query = t.db
      .selectFrom(table)
      .select(`${table}.id`)
      .where(matchesSearch(t.db, table, term))
      .compile();
    if (t.engine === 'postgres') {
      const plan = await postgresPlan(t.db, query);
      expect(plan).not.toMatch(/Seq Scan/);
      // pg_trgm can take a short term only by reading its whole index: a scan by another name.
      expect(plan).not.toMatch(/search_trgm/);
      expect(plan).toMatch(/sort_idx/);
    } else {
      const details = await sqlitePlan(t.db, query);
      expect(details).not.toMatch(new RegExp(`SCAN ${table}(?! USING)`));
      expect(details).toMatch(/sort_idx/);
    }
  });
});
