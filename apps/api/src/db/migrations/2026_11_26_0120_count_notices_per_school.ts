import type { Kysely } from 'kysely';
import { createPerRowCounter, dropPerRowCounter } from './row-counters';

/*
 * A school's notices counted as they come and go, like every other list of the school: the
 * notices list is counted exactly without reading the school's rows (docs/decisions.md, "Lists").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createPerRowCounter(db, 'notices', 'school_id');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropPerRowCounter(db, 'notices', 'school_id');
}
