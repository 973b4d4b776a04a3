import type { DB } from '../../db/connect';

/*
 * Who has opened which notice (notice_reads, one row per reader and notice): the portals show the
 * others as unread. Deleting a notice or an account takes its rows with it.
 */

/** Marks the notice read by the user; false when it already was (nothing is written then). */
export async function markNoticeRead(db: DB, userId: number, noticeId: number, at: string): Promise<boolean> {
  const result = await db
    .insertInto('notice_reads')
    .values({ user_id: userId, notice_id: noticeId, read_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
