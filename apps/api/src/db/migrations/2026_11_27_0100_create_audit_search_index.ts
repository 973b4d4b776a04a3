import type { Kysely } from 'kysely';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search';

/*
 * The audit log's search box looks in the event, description and IP of entries that can number
 * millions: a trigram index, as for users, schools and inquiries, instead of a scan of them all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTrigramSearch(db, 'audit_logs');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTrigramSearch(db, 'audit_logs');
}
