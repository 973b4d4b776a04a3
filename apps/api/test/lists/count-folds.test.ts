import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/connect';
import { foldPiledCounts } from '../../src/lib/count-folds';
import { isoNow } from '../../src/lib/time';
import { createSchool, createUser } from '../helpers/factories';
import { expectedFigures, keptFigures, schoolSizes } from '../helpers/figures';
import { createStudent, createTeacher } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * PostgreSQL's kept counts gain a row for every writing statement, and reads fold only what they
 * read: the figures of the zones that are not the platform's, a school's counters nobody lists and
 * the school sizes until the statistics are opened would pile up for good. Each server's first
 * worker folds them all every COUNT_FOLD_MINUTES (lib/count-folds.ts): after it, every count is one
 * row and holds what the tables count. SQLite keeps one row a count, so there it changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** How many rows beyond one a count has, in each table that keeps counts. */
async function piled() {
  const extra = async (table: string, key: string) => {
    const { rows } = await sql<{ n: number | string }>`SELECT coalesce(sum(c - 1), 0) AS n
      FROM (SELECT count(*) AS c FROM ${sql.table(table)} GROUP BY ${sql.raw(key)}) AS counts`.execute(t.db);
    return Number(rows[0]!.n);
  };
  return {
    counters: await extra('row_counts', 'name'),
    figures: await extra('figure_counts', 'figure, zone, day, item'),
    // SQLite has no change log of school sizes: its triggers update the sizes in place.
    sizeChanges:
      t.engine === 'postgres'
        ? Number(
            (await sql<{ n: number | string }>`SELECT count(*) AS n FROM school_size_changes`.execute(t.db))
              .rows[0]!.n,
          )
        : 0,
  };
}

/** Every counter's total, by name. */
async function counterTotals() {
  const rows = await t.db
    .selectFrom('row_counts')
    .select((eb) => ['name', eb.fn.sum<number>('delta').as('total')])
    .groupBy('name')
    .execute();
  return Object.fromEntries(rows.filter((r) => Number(r.total) !== 0).map((r) => [r.name, Number(r.total)]));
}

/** Writes one row a statement: users, a school's students and teachers, audit entries. */
async function writeOneByOne() {
  const school = await createSchool(t.db);
  for (let i = 0; i < 4; i++) await createStudent(t.db, school.id);
  await createTeacher(t.db, school.id);
  const user = await createUser(t.db);
  for (const event of ['user_login', 'user_login', 'role_created']) {
    await t.db
      .insertInto('audit_logs')
      .values({
        event,
        description: event,
        user_id: user.id,
        school_id: school.id,
        ip_address: null,
        user_agent: null,
        properties: null,
        created_at: isoNow(),
      })
      .execute();
  }
}

describe('kept counts', () => {
  it('are folded to a row a count, every total kept, figures of every zone included', async () => {
    await writeOneByOne();
    const [counters, before] = [await counterTotals(), await piled()];
    if (t.engine === 'postgres') {
      expect(before.counters).toBeGreaterThan(0);
      expect(before.figures).toBeGreaterThan(0);
      expect(before.sizeChanges).toBeGreaterThan(0);
    } else {
      expect(before).toEqual({ counters: 0, figures: 0, sizeChanges: 0 });
    }

    await foldPiledCounts(t.db);

    expect(await piled()).toEqual({ counters: 0, figures: 0, sizeChanges: 0 });
    expect(await counterTotals()).toEqual(counters);
    expect(await keptFigures(t.db)).toEqual(await expectedFigures(t.db));
    const sizes = await schoolSizes(t.db);
    expect(sizes.kept).toEqual(sizes.counted);
  });

  it("are folded by each server's first worker every COUNT_FOLD_MINUTES", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // Another server on the same database, as its first worker; its timer is the fake one.
    const other = await buildApp({ ...t.config, countFoldMinutes: 3 }, { db: connect(t.config.database) });
    try {
      await writeOneByOne();
      const counters = await counterTotals();
      vi.advanceTimersByTime(3 * 60_000);
      await expect.poll(piled, { timeout: 10_000 }).toEqual({ counters: 0, figures: 0, sizeChanges: 0 });
      expect(await counterTotals()).toEqual(counters);
      expect(await keptFigures(t.db)).toEqual(await expectedFigures(t.db));
    } finally {
      await other.close();
    }
  });
});
