import type { DB } from '../../db/connect';
import { isoNow } from '../../lib/time';
import { bumpAccessVersion } from '../access/access.repository';

export async function findSettingsGroup(db: DB, group: string): Promise<unknown> {
  const row = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('group', '=', group)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

/** Call inside the change's transaction: API nodes cache the settings against the access version. */
export async function saveSettingsGroup(db: DB, group: string, value: unknown): Promise<void> {
  const now = isoNow();
  await db
    .insertInto('platform_settings')
    .values({ group, value: JSON.stringify(value), updated_at: now })
    .onConflict((oc) => oc.column('group').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
    .execute();
  await bumpAccessVersion(db);
}
