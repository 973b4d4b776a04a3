import type { Kysely } from 'kysely';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search';

/** Trigram search over users and schools (trigram-search.ts); later tables add their own. */
const TABLES = ['users', 'schools'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await createTrigramSearch(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await dropTrigramSearch(db, table);
}
