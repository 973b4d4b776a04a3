import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/connect';
import { compiledOnce } from '../../src/db/compiled-once';
import { keyList, inKeyList, type KeyList } from '../../src/db/in-list';
import { createSchool } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A query compiled once runs with each call's value, and is refused when it could not be kept
 * prepared on PostgreSQL (a `*` column) or leaves a value unused (db/compiled-once.ts); a list of
 * ids is one value, whatever its length.
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

  it('takes a value used twice, and refuses more than three values', async () => {
    const school = await createSchool(t.db);
    const twice = compiledOnce((db: DB, id: number) =>
      db.selectFrom('schools').select('id').where('id', '=', id).where('id', '>=', id),
    );
    expect((await t.db.executeQuery(twice(t.db, school.id))).rows).toEqual([{ id: school.id }]);
    expect(() =>
      compiledOnce((db: DB, a: number, b: number, c: number, d: number) =>
        db.selectFrom('schools').select('id').where('id', 'in', [a, b, c, d]),
      ),
    ).toThrow(/1 to 3 values/);
  });

  it('is refused when it leaves one of its values unused', () => {
    const unused = compiledOnce((db: DB, id: number, _code: string) =>
      db.selectFrom('schools').select('id').where('id', '=', id),
    );
    expect(() => unused(t.db, 1, 'X')).toThrow(/use each of its values/);
  });

  it('takes a list of ids as one value: one text for a page of any length, each run its own ids', async () => {
    const schools = [await createSchool(t.db), await createSchool(t.db), await createSchool(t.db)];
    const byIds = compiledOnce((db: DB, ids: KeyList, code: string) =>
      db
        .selectFrom('schools')
        .select(['id', 'code'])
        .where(inKeyList(db, 'id', ids))
        .where('code', '<>', code)
        .orderBy('id'),
    );
    const ids = schools.map((s) => s.id);
    const texts = new Set<string>();
    for (const [picked, without] of [
      [ids, 'none'],
      [ids.slice(0, 1), 'none'],
      [[ids[2]!, ids[0]!, -5], schools[0]!.code],
    ] as const) {
      const query = byIds(t.db, keyList(t.db, picked), without);
      texts.add(query.sql);
      const expected = schools.filter((s) => picked.includes(s.id) && s.code !== without);
      expect((await t.db.executeQuery(query)).rows).toEqual(
        expected.map((s) => ({ id: s.id, code: s.code })),
      );
    }
    expect(texts.size).toBe(1);
  });
});
