import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/connect';
import * as appendFigureCounts from '../../src/db/migrations/2026_12_10_0500_append_figure_counts';
import * as countActiveStudentsPerDay from '../../src/db/migrations/2026_12_10_0900_count_active_students_per_day';
import * as lockAccounts from '../../src/db/migrations/2026_12_10_1100_lock_accounts_of_counted_students';
import { perZoneDay } from '../../src/lib/figure-counts';
import { createSchool, createUser } from '../helpers/factories';
import { expectedFigures, keptFigures, schoolSizes } from '../helpers/figures';
import { untilOneWaits } from '../helpers/lock-waits';
import { createStudent, createTeacher } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { zoneDay } from '../helpers/zone-days';

/*
 * Writers of the same figures do not wait on one another (migration 2026_12_10_0500): a long
 * transaction (an import) that created people and audit entries holds no count another school's
 * writes need, and two transactions taking the same counts in opposite orders do not deadlock.
 * The second writer runs with a lock timeout while the first is still open, so a wait fails it
 * (55P03) instead of hanging. SQLite has one writer at a time: nothing to wait on there.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An audit entry as the app writes one, now. */
const audit = (db: DB, event: string, userId: number, schoolId: number) =>
  db
    .insertInto('audit_logs')
    .values({
      event,
      description: 'figure locks',
      user_id: userId,
      school_id: schoolId,
      ip_address: null,
      user_agent: null,
      properties: null,
      created_at: new Date().toISOString(),
    })
    .execute();

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'figures under concurrent writers (PostgreSQL)',
  () => {
    it('a second school writes the counts an open transaction wrote, in the opposite order, without waiting', async () => {
      const [a, b] = [await createSchool(t.db), await createSchool(t.db)];
      const [actorA, actorB] = [await createUser(t.db), await createUser(t.db)];
      await t.db.transaction().execute(async (first) => {
        // The import's first row: an audit entry, then a person, a student (the active students).
        await audit(first, 'parent_created', actorA.id, a.id);
        await createUser(first);
        await createStudent(first, a.id);
        // Meanwhile the same counts in the other order, in another school and in the same one (its
        // first entry of the day, a key of the school's members).
        await t.db.transaction().execute(async (second) => {
          await sql`SET LOCAL lock_timeout = '1s'`.execute(second);
          await createStudent(second, b.id);
          await createUser(second);
          await audit(second, 'parent_created', actorB.id, b.id);
          await audit(second, 'parent_created', actorB.id, a.id);
          // A student and a teacher of the open transaction's school: each writer appends its
          // change of the school's size and holds no row of it (migration 2026_12_10_1000).
          await createStudent(second, a.id);
          await createTeacher(second, a.id);
        });
        // The import goes on with counts the second transaction took and committed.
        await createUser(first);
        await audit(first, 'parent_created', actorA.id, a.id);
        await createTeacher(first, a.id);
      });
      expect(await keptFigures(t.db)).toEqual(await expectedFigures(t.db));
      const sizes = await schoolSizes(t.db);
      expect(sizes.kept).toEqual(sizes.counted);
      expect(sizes.kept[a.id]).toEqual([2, 2]);
    });

    // The active students' figures read the record and its account (2026_12_10_1100): a record
    // and its account written at once by two transactions, in either order, whichever way the
    // account goes, count what both leave. The second writer waits for the first to commit.
    type Writes = { student: number; user: number; school: number };
    const setStatus = (status: 'active' | 'inactive') => (db: DB, w: Writes) =>
      db.updateTable('students').set({ status }).where('id', '=', w.student).execute();
    const setAccount = (status: 'active' | 'suspended') => (db: DB, w: Writes) =>
      db.updateTable('users').set({ status }).where('id', '=', w.user).execute();
    it.each([
      [
        'the account suspended, then the record reactivated',
        'inactive',
        'active',
        setAccount('suspended'),
        setStatus('active'),
      ],
      [
        'the record reactivated, then the account suspended',
        'inactive',
        'active',
        setStatus('active'),
        setAccount('suspended'),
      ],
      [
        'the account activated, then the record deactivated',
        'active',
        'suspended',
        setAccount('active'),
        setStatus('inactive'),
      ],
      [
        'the record deactivated, then the account activated',
        'active',
        'suspended',
        setStatus('inactive'),
        setAccount('active'),
      ],
    ] as const)('%s', async (_, record, account, first, second) => {
      const school = await createSchool(t.db);
      const { student, user } = await createStudent(t.db, school.id, {
        status: record,
        user: { status: account },
      });
      const w = { student: student.id, user: user.id, school: school.id };
      let waiting: Promise<unknown> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await first(trx, w);
        waiting = second(t.db, w);
        await untilOneWaits(t.db, waiting);
      });
      await waiting;
      expect(await keptFigures(t.db)).toEqual(await expectedFigures(t.db));
    });

    it('a record written while its account is being activated waits for the account and counts it', async () => {
      const school = await createSchool(t.db);
      const user = await createUser(t.db, { roles: ['student'], status: 'suspended' });
      let written: Promise<unknown> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await setAccount('active')(trx, { student: 0, user: user.id, school: school.id });
        written = t.db
          .insertInto('students')
          .values({
            school_id: school.id,
            user_id: user.id,
            admission_no: `LOCK-${user.id}`,
            roll_no: null,
            dob: null,
            gender: 'female',
            blood_group: null,
            admission_date: null,
            status: 'active',
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .execute();
        await untilOneWaits(t.db, written);
      });
      await written;
      expect(await keptFigures(t.db)).toEqual(await expectedFigures(t.db));
    });

    it('a count read many times over is folded into one row holding the same figure', async () => {
      const zone = 'Asia/Kolkata';
      const today = zoneDay(Date.now(), zone);
      for (let i = 0; i < 80; i++) await createUser(t.db);
      const rows = () =>
        t.db
          .selectFrom('figure_counts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('figure', '=', 'users_created')
          .where('zone', '=', zone)
          .where('day', '=', today)
          .executeTakeFirstOrThrow();
      expect(Number((await rows()).n)).toBeGreaterThan(80);
      const counted = await perZoneDay(t.db, 'users_created', zone, { first: today });
      expect(Number((await rows()).n)).toBe(1);
      expect(await perZoneDay(t.db, 'users_created', zone, { first: today })).toEqual(counted);
      expect(await keptFigures(t.db)).toEqual(await expectedFigures(t.db));
    });

    it('down() folds the rows back under the primary key and counts in place again; up() appends again', async () => {
      const school = await createSchool(t.db);
      await createStudent(t.db, school.id);
      // Newest first, as migrations are reverted: the later figure goes before, and comes back after.
      await lockAccounts.down(t.db as never);
      await countActiveStudentsPerDay.down(t.db as never);
      await appendFigureCounts.down(t.db as never);
      // Its primary key back: one row per count (the rows above were folded).
      await createStudent(t.db, school.id);
      await audit(t.db, 'parent_created', (await createUser(t.db)).id, school.id);
      const without = (figures: Record<string, number>) =>
        Object.fromEntries(
          Object.entries(figures).filter(([key]) => !key.startsWith('active_students_created|')),
        );
      expect(without(await keptFigures(t.db))).toEqual(without(await expectedFigures(t.db)));
      await appendFigureCounts.up(t.db as never);
      await countActiveStudentsPerDay.up(t.db as never);
      await lockAccounts.up(t.db as never);
      await createStudent(t.db, school.id);
      await audit(t.db, 'parent_created', (await createUser(t.db)).id, school.id);
      expect(await keptFigures(t.db)).toEqual(await expectedFigures(t.db));
    });
  },
);
