import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/connect';
import { compiledOnce } from '../../src/db/compiled-once';
import { createSchool } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A query compiled once runs with each call's value, and is refused when it could not be kept
 * prepared on PostgreSQL (a `*` column) or does not use its value exactly once (db/compiled-once.ts).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a query compiled once', () => {
  it('answers for the value of each run', async () => {
    const byId = compiledOnce((db: DB, id: number) =>
      db.selectFrom('schools').select(['id', 'code']).where('id', '=', id),
    );
    const [first, second] = [await createSchool(t.db), await createSchool(t.db)];
    for (const school of [first, second, first]) {
      const { rows } = await t.db.executeQuery(byId(t.db, school.id));
      expect(rows).toEqual([{ id: school.id, code: school.code }]);
    }
    expect((await t.db.executeQuery(byId(t.db, -1))).rows).toEqual([]);
  });

  it('is refused when it reads `*`, which a migration adding a column would break once kept', () => {
    const everything = compiledOnce((db: DB, id: number) =>
      db.selectFrom('schools').selectAll().where('id', '=', id),
    );
    expect(() => everything(t.db, 1)).toThrow(/must name its columns/);
    const qualified = compiledOnce((db: DB, id: number) =>
      db.selectFrom('schools').selectAll('schools').where('id', '=', id),
    );
    expect(() => qualified(t.db, 1)).toThrow(/must name its columns/);
  });

  it('is refused when it does not use its value exactly once', () => {
    const twice = compiledOnce((db: DB, id: number) =>
      db.selectFrom('schools').select('id').where('id', '=', id).where('id', '<>', id),
    );
    expect(() => twice(t.db, 1)).toThrow(/exactly once/);
  });
});
