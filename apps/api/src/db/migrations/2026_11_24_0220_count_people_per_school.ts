import type { Kysely } from 'kysely';
import { createPerRowCounter, dropPerRowCounter } from './row-counters';

/*
 * Students and teachers counted per school as they come and go: the schools list shows both for
 * each school on the page, and a school's own lists of them are counted exactly however large it
 * grows, without reading its rows (docs/decisions.md, "Lists").
 */
const PER_SCHOOL = ['students', 'teachers'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PER_SCHOOL) await createPerRowCounter(db, table, 'school_id');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PER_SCHOOL) await dropPerRowCounter(db, table, 'school_id');
}
