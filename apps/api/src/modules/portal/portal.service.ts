import {
  PORTAL_HOME_NOTICES,
  type ParentHome,
  type PageQuery,
  type PortalAttendance,
  type PortalChild,
  type PortalHome,
  type PortalNotice,
  type PortalNoticeList,
  type PortalTeacher,
  type PortalToday,
} from '@school/contract';
import type { DB } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import { localDate } from '../../lib/calendar';
import { say } from '../../lib/i18n';
import { countedPage } from '../../lib/pagination';
import { isoNow } from '../../lib/time';
import { schoolDayIn } from '../attendance/attendance.service';
import { attendanceOfYear, type YearPlace } from '../attendance/student-attendance.service';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { storageUrl } from '../auth/session-user';
import {
  newestReadable,
  readableNotice,
  readableList,
  withReadFlag,
  type NoticeReader,
  type Place,
} from '../notices/notice-readers.repository';
import { markNoticeRead } from '../notices/notice-reads.repository';
import { subjectsInPlace, teachersOfPlace, type StudentWithPlace } from './portal.repository';

/*
 * The parents' and students' portals (docs/decisions.md, "Portals"): a parent reads their own
 * children, found through their links on every request; a student reads themselves. Whatever a
 * route is given, it works on a student found that way, or answers 404.
 */

/** Today, for "today at school" and the publish dates: the platform's zone, as everywhere. */
export interface PortalClock {
  timeZone: string;
  now: Date;
}

const placeOf = (student: StudentWithPlace): Place | null =>
  student.class_id === null ? null : { class_id: student.class_id, section_id: student.section_id };

/** Who reads notices: a parent through these children, or a student themselves. */
export const readerOf = (
  audience: 'parents' | 'students',
  userId: number,
  students: readonly StudentWithPlace[],
): NoticeReader => ({ audience, userId, places: students.flatMap((s) => placeOf(s) ?? []) });

function presentChild(student: StudentWithPlace): PortalChild {
  return {
    id: student.id,
    name: student.name,
    photo_url: storageUrl(student.profile_picture),
    admission_no: student.admission_no,
    school: { id: student.school_id, name: student.school_name },
    class: student.class_id === null ? null : { id: student.class_id, name: student.class_name ?? '' },
    section:
      student.section_id === null ? null : { id: student.section_id, name: student.section_name ?? '' },
    roll_no: student.roll_no ?? null,
  };
}

/** The school's current year as the student's row carries it, with their section in it. */
const yearOf = (student: StudentWithPlace): YearPlace | undefined =>
  student.year_id === null
    ? undefined
    : {
        id: student.year_id,
        start_date: student.year_start ?? '',
        end_date: student.year_end ?? '',
        sectionId: student.section_id,
      };

/** The student's year: the attendance rule of the school's screens, on their current year. */
export async function portalAttendance(
  db: DB,
  schoolId: number,
  student: StudentWithPlace,
): Promise<PortalAttendance> {
  return attendanceOfYear(db, schoolId, student.id, yearOf(student));
}

/**
 * The main page of a child or a student: who they are, today at school, the year's counts, the
 * newest notices they may read and how many are unread.
 */
export async function portalHome(
  db: DB,
  schoolId: number,
  student: StudentWithPlace,
  reader: NoticeReader,
  clock: PortalClock,
): Promise<PortalHome> {
  const date = localDate(clock.now, clock.timeZone);
  const [schoolDay, attendance, newest] = await Promise.all([
    schoolDayIn(db, schoolId, yearOf(student), date),
    portalAttendance(db, schoolId, student),
    newestReadable(db, schoolId, reader, date, PORTAL_HOME_NOTICES),
  ]);
  // Today's register, if taken, is one of the year's days: its mark, present unless marked.
  const day = attendance.days.find((d) => d.date === date);
  const today: PortalToday =
    'refused' in schoolDay
      ? { date, state: 'no_school', note: null }
      : day
        ? { date, state: day.status, note: day.note }
        : { date, state: 'not_taken', note: null };
  return {
    child: presentChild(student),
    today,
    attendance: attendance.counts,
    notices: newest.notices,
    unread_notices: newest.unread,
  };
}

/** The parent's main page: their children, and the one asked for (the first when none is). */
export async function parentHome(
  db: DB,
  schoolId: number,
  userId: number,
  children: readonly StudentWithPlace[],
  studentId: number | undefined,
  clock: PortalClock,
): Promise<ParentHome> {
  if (studentId === undefined && children.length === 0) throw notFound(say('not_found.no_children'));
  const child = studentId === undefined ? children[0]! : childAmong(children, studentId);
  return {
    ...(await portalHome(db, schoolId, child, readerOf('parents', userId, [child]), clock)),
    children: children.map(presentChild),
  };
}

/** One of the parent's children by id; any other student is 404, as if it did not exist. */
export function childAmong(children: readonly StudentWithPlace[], studentId: number): StudentWithPlace {
  const child = children.find((c) => c.id === studentId);
  if (!child) throw notFound(say('not_found.student'));
  return child;
}

/** Who teaches the student this year, with the subjects they teach them. */
export async function portalTeachers(
  db: DB,
  schoolId: number,
  student: StudentWithPlace,
): Promise<PortalTeacher[]> {
  const place = placeOf(student);
  if (!place) return [];
  const teachers = await teachersOfPlace(db, schoolId, place);
  const subjects = await subjectsInPlace(
    db,
    schoolId,
    place,
    teachers.map((t) => t.id),
  );
  return teachers.map((teacher) => {
    const taught = new Map<number, { id: number; name: string }>();
    for (const s of subjects) if (s.teacher_id === teacher.id) taught.set(s.id, { id: s.id, name: s.name });
    return { ...teacher, subjects: [...taught.values()] };
  });
}

/** A page of the notices the reader may read, newest first. */
export async function portalNotices(
  db: DB,
  schoolId: number,
  reader: NoticeReader,
  query: PageQuery,
  clock: PortalClock,
): Promise<PortalNoticeList> {
  const date = localDate(clock.now, clock.timeZone);
  const { count, sorted } = readableList(db, schoolId, reader, date);
  const { rows, pagination } = await countedPage(
    db,
    { page: query.page, perPage: query.per_page },
    count,
    sorted(),
  );
  return { notices: rows.map(withReadFlag), pagination };
}

/**
 * Marks a notice the reader may read as read by them, once: a notice not addressed to them is
 * 404; marking it again changes and records nothing.
 */
export async function readNotice(
  db: DB,
  schoolId: number,
  reader: NoticeReader,
  noticeId: number,
  actor: Actor,
  clock: PortalClock,
): Promise<PortalNotice> {
  return db.transaction().execute(async (trx) => {
    const notice = await readableNotice(
      trx,
      schoolId,
      reader,
      localDate(clock.now, clock.timeZone),
      noticeId,
    );
    if (!notice) throw notFound(say('not_found.notice'));
    const readAt = isoNow();
    if (await markNoticeRead(trx, reader.userId, notice.id, readAt)) {
      await recordAudit(trx, actor, {
        event: 'notice_read',
        description: `Notice "${notice.title}" read`,
        properties: {
          before: { notice_id: notice.id, read_at: null },
          after: { notice_id: notice.id, read_at: readAt },
        },
      });
    }
    return { ...notice, read: true };
  });
}
