import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as countRowsPerStatement from '../../src/db/migrations/2026_12_10_0400_count_rows_per_statement';
import * as countSectionSeats from '../../src/db/migrations/2026_12_10_0800_count_section_seats';
import { maintainedCounts } from '../../src/lib/row-counts';
import { createSchool } from '../helpers/factories';
import { schoolSizes } from '../helpers/figures';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Maintained counters after bulk writes: one statement writing thousands of rows (an import, an
 * operator's load) leaves every counter exact and adds a row per counter, not per row (PostgreSQL;
 * SQLite keeps one row a counter), and the migration that brought this folds what the per-row
 * triggers had piled up.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { COUNTED } = countRowsPerStatement;

/** Every counter of every counted table, as its triggers keep it and as its rows say. */
async function everyCounter() {
  const kept: Record<string, number> = {};
  const counted: Record<string, number> = {};
  for (const { table, key, live } of COUNTED) {
    const name = sql.raw(key ? `'${table}:' || ${key}` : `'${table}'`);
    const { rows } = await sql<{ name: string; n: number }>`SELECT ${name} AS name, count(*) AS n
      FROM ${sql.raw(table)} WHERE ${sql.raw(live ? 'archived_at IS NULL' : '1 = 1')} GROUP BY 1`.execute(
      t.db,
    );
    for (const row of rows) counted[row.name] = Number(row.n);
    const like = key ? `${table}:%` : table;
    const names = await t.db
      .selectFrom('row_counts')
      .select('name')
      .distinct()
      .where('name', 'like', like)
      .execute();
    const counts = await maintainedCounts(
      t.db,
      names.map((n) => n.name),
    );
    for (const [n, count] of counts) if (count !== 0) kept[n] = count;
  }
  return { kept, counted };
}

/** Each school's kept size (migration 2026_12_10_1000) is what its live rows count. */
async function expectSizesKept() {
  const sizes = await schoolSizes(t.db);
  expect(sizes.kept).toEqual(sizes.counted);
}

const rowsOfCounters = async () =>
  Number(
    (
      await t.db
        .selectFrom('row_counts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A set-based insert of `n` users, statuses in turn, in one statement. */
async function insertUsers(n: number, tag: string): Promise<void> {
  await sql`WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ${n})
    INSERT INTO users (name, email, status, created_at, updated_at)
    SELECT ${`${tag} `} || i, ${tag} || i || '@bulk.test',
      CASE i % 3 WHEN 0 THEN 'active' WHEN 1 THEN 'inactive' ELSE 'suspended' END,
      '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
    FROM seq`.execute(t.db);
}

/** Gives every user tagged `tag` the student role and a student record in one of `schools`. */
async function enrol(tag: string, schools: number[]): Promise<void> {
  const role = await t.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'student')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO role_user (user_id, role_id, created_at)
    SELECT id, ${role.id}, created_at FROM users WHERE email LIKE ${`${tag}%@bulk.test`}`.execute(t.db);
  const [a, b] = schools;
  await sql`INSERT INTO students (school_id, user_id, admission_no, gender, status, archived_at, created_at, updated_at)
    SELECT CASE WHEN id % 2 = 0 THEN ${sql.lit(a)} ELSE ${sql.lit(b)} END, id, ${tag} || id, 'female', 'active',
      CASE WHEN id % 5 = 0 THEN '2026-02-01T00:00:00.000Z' END, created_at, updated_at
    FROM users WHERE email LIKE ${`${tag}%@bulk.test`}`.execute(t.db);
}

describe('maintained counts after bulk writes', () => {
  it('stay exact after inserts, updates of the key and deletes of thousands of rows in one statement', async () => {
    const schools = [(await createSchool(t.db)).id, (await createSchool(t.db)).id];
    await insertUsers(3000, 'bulk-a');
    await enrol('bulk-a', schools);
    let { kept, counted } = await everyCounter();
    expect(kept).toEqual(counted);
    await expectSizesKept();

    // The key changes for some rows and not others; archiving moves students out of the count.
    await sql`UPDATE users SET status = CASE WHEN id % 2 = 0 THEN 'active' ELSE status END, name = name || '.'
      WHERE email LIKE 'bulk-a%'`.execute(t.db);
    await sql`UPDATE students SET school_id = ${sql.lit(schools[0])}, archived_at = CASE WHEN id % 7 = 0 THEN NULL ELSE archived_at END
      WHERE admission_no LIKE 'bulk-a%' AND id % 3 = 0`.execute(t.db);
    await sql`UPDATE students SET archived_at = '2026-03-01T00:00:00.000Z'
      WHERE admission_no LIKE 'bulk-a%' AND id % 11 = 0`.execute(t.db);
    ({ kept, counted } = await everyCounter());
    expect(kept).toEqual(counted);
    await expectSizesKept();

    await sql`DELETE FROM students WHERE admission_no LIKE 'bulk-a%' AND (user_id % 4 = 0 OR school_id = ${sql.lit(schools[1])})`.execute(
      t.db,
    );
    await sql`DELETE FROM users WHERE email LIKE 'bulk-a%' AND id % 4 = 0`.execute(t.db);
    await t.db.deleteFrom('schools').where('id', '=', schools[1]!).execute();
    ({ kept, counted } = await everyCounter());
    expect(kept).toEqual(counted);
    await expectSizesKept();
  });

  it('stay exact after concurrent bulk and single-row writes', async () => {
    const school = (await createSchool(t.db)).id;
    await Promise.all([
      insertUsers(500, 'race-a'),
      insertUsers(700, 'race-b'),
      ...Array.from({ length: 20 }, (_, i) => insertUsers(1, `race-one-${i}-`)),
      createSchool(t.db),
    ]);
    await Promise.all([enrol('race-a', [school, school]), enrol('race-b', [school, school])]);
    await Promise.all([
      sql`DELETE FROM students WHERE admission_no LIKE 'race-a%' AND user_id % 2 = 0`.execute(t.db),
      sql`UPDATE users SET status = 'active' WHERE email LIKE 'race-b%'`.execute(t.db),
    ]);
    await sql`DELETE FROM users WHERE email LIKE 'race-a%' AND id % 2 = 0`.execute(t.db);
    const { kept, counted } = await everyCounter();
    expect(kept).toEqual(counted);
    await expectSizesKept();
  });

  it('add a row per counter for a 10,000-row statement, not one per row', async () => {
    const before = await rowsOfCounters();
    await insertUsers(10_000, 'wide');
    // Three statuses: three counters changed, a row each at most (none on SQLite, where each
    // counter is one row updated in place).
    const added = (await rowsOfCounters()) - before;
    expect(added).toBeLessThanOrEqual(3);
    if (t.engine === 'sqlite') {
      const names = await t.db.selectFrom('row_counts').select('name').distinct().execute();
      expect(await rowsOfCounters()).toBe(names.length);
    }
    const { kept, counted } = await everyCounter();
    expect(kept).toEqual(counted);
  });

  it('fold single-row writes into one row per counter when read, totals unchanged', async () => {
    const schools = [(await createSchool(t.db)).id, (await createSchool(t.db)).id];
    for (let i = 0; i < 70; i++) await insertUsers(1, `single-${i}-`);
    for (let i = 0; i < 70; i++) await enrol(`single-${i}-`, schools);
    const { kept, counted } = await everyCounter();
    expect(kept).toEqual(counted);
    // Every counter read has been folded: none keeps more than FOLD_AFTER (64) rows.
    const parts = await t.db
      .selectFrom('row_counts')
      .select(['name', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('name')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    for (const part of parts) expect(Number(part.n), part.name).toBeLessThanOrEqual(64);
    expect((await everyCounter()).kept).toEqual(counted);
  });

  it('are folded into one row per counter by the migration that brings them, from per-row triggers', async () => {
    // As a migrator would, the later migration whose triggers upsert counters by their unique name
    // goes first, and comes back after.
    await countSectionSeats.down(t.db as never);
    await countRowsPerStatement.down(t.db as never);
    const school = (await createSchool(t.db)).id;
    for (let i = 0; i < 5; i++) await insertUsers(40, `old-${i}-`);
    await enrol('old-0-', [school, school]);
    await sql`UPDATE students SET archived_at = '2026-03-01T00:00:00.000Z' WHERE admission_no LIKE 'old-0-%' AND id % 2 = 0`.execute(
      t.db,
    );
    await sql`DELETE FROM users WHERE email LIKE 'old-1-%'`.execute(t.db);
    // The per-row triggers wrote a row per row.
    expect(await rowsOfCounters()).toBeGreaterThan(200);

    await countRowsPerStatement.up(t.db as never);
    await countSectionSeats.up(t.db as never);
    const names = await t.db
      .selectFrom('row_counts')
      .select(['name', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('name')
      .execute();
    expect(names.filter((n) => Number(n.n) !== 1)).toEqual([]);
    const { kept, counted } = await everyCounter();
    expect(kept).toEqual(counted);
    await insertUsers(100, 'new-after');
    expect((await everyCounter()).kept).toEqual((await everyCounter()).counted);
  });
});
