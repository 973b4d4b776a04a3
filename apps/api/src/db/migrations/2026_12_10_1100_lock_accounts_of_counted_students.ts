import type { Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { replaceActiveStudentFunctions } from './2026_12_10_0310_count_active_students';
import { ACTIVE_STUDENT_DAYS, activeStudentDays } from './2026_12_10_0900_count_active_students_per_day';
import { replaceFigureCounterFunction } from './figure-counters';

/*
 * The active students' figures (2026_12_10_0310 and 0900) read two tables, and on PostgreSQL two
 * transactions could each miss the other's change: a record reactivated while its account was
 * suspended elsewhere (or deactivated while it was activated), both open, each trigger reading
 * the other row as last committed, left the figures one off once both committed (found by review,
 * reproduced in test/superadmin/figure-locks.test.ts). The record's triggers now read the account
 * FOR SHARE by its id, then compare its status (studentCounts): a change of the account under way
 * is waited for and its status read, and one that comes after waits for the record's commit, so
 * the account's trigger then reads the record as written. The account's trigger takes no lock, so
 * the two never wait on each other in a circle. SQLite has one writer at a time.
 */

async function rewrite(db: Kysely<unknown>, lockAccount: boolean): Promise<void> {
  if (!isPostgres(db)) return;
  await replaceActiveStudentFunctions(db, 'appended', lockAccount);
  await replaceFigureCounterFunction(db, ACTIVE_STUDENT_DAYS, activeStudentDays(db, lockAccount), 'appended');
}

export const up = (db: Kysely<unknown>) => rewrite(db, true);
export const down = (db: Kysely<unknown>) => rewrite(db, false);
