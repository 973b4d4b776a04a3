import type { Kysely } from 'kysely';
import { describeUserAgent } from '../../modules/sessions/user-agent';
import { withId } from './helpers';

interface Tables {
  access_tokens: {
    id: number;
    user_id: number;
    user_agent: string | null;
    created_at: string;
    last_used_at: string;
  };
  user_browsers: { user_id: number; browser_key: string; first_seen_at: string; last_seen_at: string };
}

const BATCH = 1000;

/**
 * The browsers each account has signed in from (docs/decisions.md, "Sessions"): a sign-in from
 * one not listed mails the user. The browsers of the sessions open now are recorded as known, so
 * that deploying this mails nobody.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('user_browsers'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('browser_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_browsers_user_key_idx')
    .on('user_browsers')
    .columns(['user_id', 'browser_key'])
    .unique()
    .execute();

  const tables = db as Kysely<Tables>;
  const known = new Map<string, Tables['user_browsers']>();
  for (let after = 0; ;) {
    const tokens = await tables
      .selectFrom('access_tokens')
      .select(['id', 'user_id', 'user_agent', 'created_at', 'last_used_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (tokens.length === 0) break;
    after = tokens.at(-1)!.id;
    for (const token of tokens) {
      const browserKey = describeUserAgent(token.user_agent).key;
      const id = `${token.user_id} ${browserKey}`;
      const seen = known.get(id);
      known.set(id, {
        user_id: token.user_id,
        browser_key: browserKey,
        first_seen_at: seen && seen.first_seen_at < token.created_at ? seen.first_seen_at : token.created_at,
        last_seen_at: seen && seen.last_seen_at > token.last_used_at ? seen.last_seen_at : token.last_used_at,
      });
    }
  }
  const rows = [...known.values()];
  for (let i = 0; i < rows.length; i += BATCH) {
    await tables
      .insertInto('user_browsers')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_browsers').execute();
}
