import type { DB } from '../connect';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Three notices of the kind a school posts, dated from the seed's day back (days ago). */
const NOTICES = [
  {
    daysAgo: 1,
    title: 'Parent-teacher meeting on Saturday',
    body: 'Parents of grades 1 to 5 are invited to meet the class teachers on Saturday from 9:30 am to 12:30 pm in the school hall. Please bring the progress card.',
  },
  {
    daysAgo: 4,
    title: 'Annual sports day registrations open',
    body: 'Students can register for track and field events with their class teacher until Friday. Practice sessions begin next Monday after school.',
  },
  {
    daysAgo: 9,
    title: 'Library books due before the term break',
    body: 'Please return all library books by the last working day of the term. Books can be borrowed again when school reopens.',
  },
] as const;

/** The demo school's notices board, posted by its admin, so the dashboard opens on real notices. */
export async function seedDemoNotices(
  trx: DB,
  schoolId: number,
  adminId: number,
  now: string,
): Promise<void> {
  const at = Date.parse(now);
  await trx
    .insertInto('notices')
    .values(
      NOTICES.map(({ daysAgo, title, body }) => ({
        school_id: schoolId,
        title,
        body,
        publish_date: new Date(at - daysAgo * DAY_MS).toISOString().slice(0, 10),
        created_by: adminId,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
