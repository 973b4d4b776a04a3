import type { Kysely } from 'kysely';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search';

/*
 * Inquiries are searched like users and schools: a public form can fill the table faster than
 * anyone reads it, and a scan of five text columns per row was the slowest list in the bench.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTrigramSearch(db, 'contact_messages');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTrigramSearch(db, 'contact_messages');
}
