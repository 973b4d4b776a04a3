import { sql } from 'kysely';
import type { DB } from '../../src/db/connect';

/**
 * Until another connection of this PostgreSQL database waits for a lock, or `done` settles first
 * (then it throws: the write it watches did not wait). A concurrency test's second writer is seen
 * waiting here rather than after a sleep.
 */
export async function untilOneWaits(db: DB, done: Promise<unknown>): Promise<void> {
  let settled = false;
  void done.finally(() => (settled = true));
  for (;;) {
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db);
    if (Number(rows[0]!.n) > 0) return;
    if (settled) throw new Error('the write finished without waiting for a lock');
  }
}
