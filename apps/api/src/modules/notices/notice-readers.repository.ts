import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/connect';
import type { Database } from '../../db/database';
import type { ListCount } from '../../lib/pagination';
import { fixedList } from '../../db/in-list';

/*
 * Who may read which notice (docs/decisions.md, "Portals"): one rule, here, for the parents' and
 * students' portals and the teacher's console. A notice is readable once its publish date has come
 * (today in the platform's zone), when its audience is everyone or the reader's kind, and when it
 * is for the whole school or for a class (or a section of it) the reader is in: a parent through
 * a child, a student themselves, a teacher through what they teach.
 */

/** Where a child or student is this year: their class, and their section if they have one. */
export interface Place {
  class_id: number;
  section_id: number | null;
}

export type NoticeReader =
  | { audience: 'parents' | 'students'; userId: number; places: readonly Place[] }
  | { audience: 'teachers'; userId: number; teacherId: number };

type NoticeScope = ExpressionBuilder<Database, 'notices'>;

/** A teaching row's section covers the notice's: either is the whole class, or they are one. */
const sameSection = (
  eb: NoticeScope & ExpressionBuilder<Database & { tp: { section_id: number | null } }, 'tp'>,
) =>
  eb.or([
    eb('notices.section_id', 'is', null),
    eb('tp.section_id', 'is', null),
    eb('tp.section_id', '=', eb.ref('notices.section_id')),
  ]);

/** The teacher teaches the notice's class or section: as class teacher, or a subject there. */
function teaches(eb: NoticeScope, teacherId: number) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('teacher_classes as tp')
        .select('tp.id')
        .where('tp.teacher_id', '=', teacherId)
        .whereRef('tp.class_id', '=', 'notices.class_id')
        .where(sameSection),
    ),
    eb.exists(
      eb
        .selectFrom('teacher_subjects as tp')
        .select('tp.id')
        .where('tp.teacher_id', '=', teacherId)
        .whereRef('tp.class_id', '=', 'notices.class_id')
        .where(sameSection),
    ),
  ]);
}

/** Whether the notice's class and section reach the reader. */
function addressedTo(eb: NoticeScope, reader: NoticeReader) {
  const wholeSchool = eb('notices.class_id', 'is', null);
  if (reader.audience === 'teachers') {
    return eb.or([wholeSchool, teaches(eb, reader.teacherId)]);
  }
  return eb.or([
    wholeSchool,
    ...reader.places.map((place) =>
      eb.and([
        eb('notices.class_id', '=', place.class_id),
        place.section_id === null
          ? eb('notices.section_id', 'is', null)
          : eb.or([eb('notices.section_id', 'is', null), eb('notices.section_id', '=', place.section_id)]),
      ]),
    ),
  ]);
}

/** The school's notices the reader may read on `today`: every query of this file starts here. */
function readable(db: DB, schoolId: number, reader: NoticeReader, today: string) {
  return db
    .selectFrom('notices')
    .where('notices.school_id', '=', schoolId)
    .where('notices.publish_date', '<=', today)
    .where('notices.audience', 'in', fixedList(['everyone', reader.audience]))
    .where((eb) => addressedTo(eb, reader));
}

/** The readable notices as a portal shows them: class and section names, and whether the reader opened it. */
function presented(db: DB, schoolId: number, reader: NoticeReader, today: string) {
  return readable(db, schoolId, reader, today)
    .leftJoin('classes as c', 'c.id', 'notices.class_id')
    .leftJoin('sections as sec', 'sec.id', 'notices.section_id')
    .leftJoin('notice_reads as nr', (join) =>
      join.onRef('nr.notice_id', '=', 'notices.id').on('nr.user_id', '=', reader.userId),
    )
    .select([
      'notices.id',
      'notices.title',
      'notices.body',
      'notices.publish_date',
      'c.name as class_name',
      'sec.name as section_name',
      'nr.read_at',
    ]);
}

/** `read_at` as the portals show it: read or not. */
export const withReadFlag = <R extends { read_at: string | null }>({ read_at, ...row }: R) => ({
  ...row,
  read: read_at !== null,
});

/**
 * The notices the reader may read, newest first: their count (bounded like every list's) and
 * their rows, each shown `withReadFlag`.
 */
export function readableList(db: DB, schoolId: number, reader: NoticeReader, today: string) {
  return {
    count: { filtered: readable(db, schoolId, reader, today), counters: null } satisfies ListCount,
    sorted: () =>
      presented(db, schoolId, reader, today)
        .orderBy('notices.publish_date', 'desc')
        .orderBy('notices.id', 'desc'),
  };
}

/** The newest `limit` notices the reader may read. */
export async function readableNotices(
  db: DB,
  schoolId: number,
  reader: NoticeReader,
  today: string,
  limit: number,
) {
  const rows = await readableList(db, schoolId, reader, today).sorted().limit(limit).execute();
  return rows.map(withReadFlag);
}

/**
 * The newest `limit` notices the reader may read, and how many of all they may read are unread, in
 * one query (a main page's): the window sums over every readable notice before the limit applies.
 */
export async function newestReadable(
  db: DB,
  schoolId: number,
  reader: NoticeReader,
  today: string,
  limit: number,
) {
  const rows = await presented(db, schoolId, reader, today)
    .select(sql<number | string>`sum(case when nr.read_at is null then 1 else 0 end) over ()`.as('unread'))
    .orderBy('notices.publish_date', 'desc')
    .orderBy('notices.id', 'desc')
    .limit(limit)
    .execute();
  return {
    notices: rows.map(({ unread: _unread, ...row }) => withReadFlag(row)),
    unread: Number(rows[0]?.unread ?? 0),
  };
}

/** Notice `id`, if the reader may read it today. */
export async function readableNotice(
  db: DB,
  schoolId: number,
  reader: NoticeReader,
  today: string,
  id: number,
) {
  const row = await presented(db, schoolId, reader, today).where('notices.id', '=', id).executeTakeFirst();
  return row && withReadFlag(row);
}
