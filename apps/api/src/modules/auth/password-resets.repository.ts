import type { DB } from '../../db/connect';
import { isoNow } from '../../lib/time';

export async function insertPasswordReset(
  db: DB,
  reset: { userId: number; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: reset.userId,
      token_hash: reset.tokenHash,
      expires_at: reset.expiresAt,
      used_at: null,
      created_at: isoNow(),
    })
    .execute();
}

export async function usableResetsOfUser(
  db: DB,
  userId: number,
): Promise<{ id: number; token_hash: string }[]> {
  return db
    .selectFrom('password_resets')
    .select(['id', 'token_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .execute();
}

/** Using one link spends every link of that user, so an older e-mail cannot be replayed. */
export async function spendResetsOfUser(db: DB, userId: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: isoNow() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
