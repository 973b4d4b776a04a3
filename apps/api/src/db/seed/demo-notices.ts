import type { NoticeAudience } from '@school/contract';
import type { DB } from '../connect';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Notices of the kind a school posts, dated from the seed's day back (days ago), each for its
 * readers: the portals and the teacher's console show each reader theirs, and one is for a class.
 */
const NOTICES: readonly {
  daysAgo: number;
  title: string;
  body: string;
  audience: NoticeAudience;
  /** The name of the demo class it is addressed to, if any. */
  className?: string;
}[] = [
  {
    daysAgo: 1,
    title: 'Parent-teacher meeting on Saturday',
    body: 'Parents of grades 1 to 5 are invited to meet the class teachers on Saturday from 9:30 am to 12:30 pm in the school hall. Please bring the progress card.',
    audience: 'parents',
  },
  {
    daysAgo: 2,
    title: 'Grade 3 visit to the science museum',
    body: 'Grade 3 visits the science museum on Thursday, leaving at 9 am and back by 2 pm. Please sign the consent slip in the diary and send a packed lunch.',
    audience: 'parents',
    className: 'Grade 3',
  },
  {
    daysAgo: 3,
    title: 'Staff meeting after school on Wednesday',
    body: 'All teachers meet in the staff room at 3:15 pm on Wednesday to plan the term tests. Please bring your syllabus progress.',
    audience: 'teachers',
  },
  {
    daysAgo: 4,
    title: 'Annual sports day registrations open',
    body: 'Students can register for track and field events with their class teacher until Friday. Practice sessions begin next Monday after school.',
    audience: 'students',
  },
  {
    daysAgo: 9,
    title: 'Library books due before the term break',
    body: 'Please return all library books by the last working day of the term. Books can be borrowed again when school reopens.',
    audience: 'everyone',
  },
];

/** The demo school's notices board, posted by its admin, so the dashboard opens on real notices. */
export async function seedDemoNotices(
  trx: DB,
  schoolId: number,
  adminId: number,
  now: string,
): Promise<void> {
  const at = Date.parse(now);
  const classes = await trx
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .execute();
  const classId = (name: string | undefined) => classes.find((c) => c.name === name)?.id ?? null;
  await trx
    .insertInto('notices')
    .values(
      NOTICES.map(({ daysAgo, title, body, audience, className }) => ({
        school_id: schoolId,
        title,
        body,
        publish_date: new Date(at - daysAgo * DAY_MS).toISOString().slice(0, 10),
        audience,
        class_id: classId(className),
        section_id: null,
        created_by: adminId,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
