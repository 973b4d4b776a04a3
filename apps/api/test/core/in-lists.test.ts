import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedList, isIn } from '../../src/db/in-list';
import { createSchool } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * An IN list's values are hidden from SQLite's planner (`+?`, db/connect.ts), so a statement with
 * a list of ids is planned once rather than on every run; everything else is bound as it was, and
 * the answers are the same on both engines.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('an IN list', () => {
  it('finds the rows whose value is in the list, and only those, by number and by text', async () => {
    const [a, b, c] = [await createSchool(t.db), await createSchool(t.db), await createSchool(t.db)];
    const inIds = await t.db.selectFrom('schools').select('id').where('id', 'in', [a.id, c.id]).execute();
    expect(ids(inIds)).toEqual([a.id, c.id]);
    const byCode = await t.db
      .selectFrom('schools')
      .select('id')
      .where('code', 'in', [b.code, 'NO-SUCH'])
      .execute();
    expect(ids(byCode)).toEqual([b.id]);
    const notIn = await t.db
      .selectFrom('schools')
      .select('id')
      .where('id', 'in', [a.id, b.id, c.id])
      .where('id', 'not in', [b.id])
      .execute();
    expect(ids(notIn)).toEqual([a.id, c.id]);
    // Inside a raw statement, through isIn.
    const raw = await sql<{
      id: number;
    }>`SELECT id FROM schools WHERE ${isIn('code', [a.code, c.code])}`.execute(t.db);
    expect(ids(raw.rows)).toEqual([a.id, c.id]);
  });

  it('compiles with each value hidden from the planner on SQLite, plainly bound on PostgreSQL', () => {
    const list = t.db.selectFrom('schools').select('id').where('id', 'not in', [1, 2, 3]).compile();
    const raw = sql`SELECT id FROM schools WHERE ${isIn('code', ['A', 'B'])}`.compile(t.db);
    expect(list.parameters).toEqual([1, 2, 3]);
    expect(raw.parameters).toEqual(['A', 'B']);
    if (t.engine === 'sqlite') {
      expect(list.sql).toContain('"id" not in (+?, +?, +?)');
      expect(raw.sql).toContain('"code" in (+?, +?)');
    } else {
      expect(list.sql).toContain('"id" not in ($1, $2, $3)');
      expect(raw.sql).toContain('"code" in ($1, $2)');
    }
  });

  it('writes a list the code fixes as literals on both engines, with the same answers', async () => {
    const school = await createSchool(t.db);
    const query = t.db
      .selectFrom('schools')
      .select('id')
      .where('code', 'in', fixedList([school.code, "O'NEIL"]));
    const { sql: text, parameters } = query.compile();
    expect(parameters).toEqual([]);
    expect(text).toContain(`"code" in ('${school.code}', 'O''NEIL')`);
    expect(ids(await query.execute())).toEqual([school.id]);
  });

  it('leaves a single value bound as it is: a filter value picks the plan of a skewed column', () => {
    const { sql: text } = t.db.selectFrom('users').select('id').where('status', '=', 'active').compile();
    expect(text).toMatch(t.engine === 'sqlite' ? /"status" = \?$/ : /"status" = \$1$/);
  });
});
