import type { Kysely } from 'kysely';

interface Tables {
  platform_settings: { group: string; value: string; updated_at: string };
}

/**
 * The spec's SMS, push and system-alert switches had no notification behind them: nothing sends
 * SMS or push messages, and the platform raises no system alerts. They are no longer offered, and
 * a saved notification group loses them, so what is stored is what the senders read.
 */
const DROPPED = { sms_notifications: false, push_notifications: false, system_alerts: true } as const;

async function rewrite(
  db: Kysely<unknown>,
  change: (value: Record<string, unknown>) => object,
): Promise<void> {
  const tables = db as Kysely<Tables>;
  const row = await tables
    .selectFrom('platform_settings')
    .select('value')
    .where('group', '=', 'notifications')
    .executeTakeFirst();
  if (!row) return;
  const stored = JSON.parse(row.value) as unknown;
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return;
  await tables
    .updateTable('platform_settings')
    .set({
      value: JSON.stringify(change(stored as Record<string, unknown>)),
      updated_at: new Date().toISOString(),
    })
    .where('group', '=', 'notifications')
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (value) =>
    Object.fromEntries(Object.entries(value).filter(([flag]) => !Object.hasOwn(DROPPED, flag))),
  );
}

/** Back with the defaults they had: what was chosen for them is gone. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (value) => ({ ...DROPPED, ...value }));
}
