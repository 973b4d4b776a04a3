import type {
  ParentHome,
  PortalHome,
  PortalNotice,
  PortalNoticeList,
  TeacherDashboard,
} from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createTeacher, teacherOfSection } from '../helpers/people';
import { mintToken } from '../helpers/route-requests';
import { auditsOfEvent, call, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { teacherToken, today } from '../teacher/teacher-places';
import { portalGet, portalSchool, postNotice, type PortalSchool } from './portal-school';

/*
 * Notices reach the people they are addressed to: everyone or the reader's kind, the whole school
 * or the class (or section) of the reader's child or their own, once the publish date has come;
 * newest first; unread until the reader opens them, each reader for themselves.
 */
let t: TestApp;
let s: PortalSchool;
const ids: Record<string, number> = {};

const daysAgo = (n: number) =>
  new Date(Date.parse(`${today()}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  s = await portalSchool(t);
  const school = s.admin.schoolId;
  const notices = [
    ['Everyone', 'everyone', 1, null, null],
    ['Parents', 'parents', 2, null, null],
    ['Students', 'students', 4, null, null],
    ['Teachers', 'teachers', 1, null, null],
    ['Parents of Five', 'parents', 0, s.five.id, null],
    ['Parents of Five B', 'parents', 0, s.five.id, s.five.b],
    ['Parents tomorrow', 'parents', -1, null, null],
    ['Everyone in Six', 'everyone', 3, s.six.id, null],
    ['Teachers of Five B', 'teachers', 0, s.five.id, s.five.b],
  ] as const;
  for (const [title, audience, ago, class_id, section_id] of notices) {
    ids[title] = await postNotice(t, school, {
      title,
      audience,
      publish_date: daysAgo(ago),
      class_id,
      section_id,
    });
  }
  ids.elsewhere = await postNotice(t, s.elsewhere.schoolId, {
    title: 'Another school',
    audience: 'everyone',
    publish_date: daysAgo(1),
  });
});
afterAll(() => t.close());

const titles = (list: { title: string }[]) => list.map((n) => n.title);
const childNotices = (token: string, child: number, query = '') =>
  portalGet<PortalNoticeList>(t, token, `/api/parent/children/${child}/notices${query}`);
const read = (token: string, portal: 'parent' | 'student', id: number) =>
  call(t.app, token, { method: 'POST', url: `/api/${portal}/notices/${id}/read` });

describe("a parent's notices", () => {
  it("are those for everyone or parents, of the whole school or the child's class or section, newest first", async () => {
    expect(titles((await childNotices(s.father.token, s.asha.id)).notices)).toEqual([
      'Parents of Five',
      'Everyone',
      'Parents',
    ]);
    expect(titles((await childNotices(s.father.token, s.bala.id)).notices)).toEqual([
      'Everyone',
      'Parents',
      'Everyone in Six',
    ]);
    // Same date: the later notice first.
    expect(titles((await childNotices(s.mother.token, s.chitra.id)).notices)).toEqual([
      'Parents of Five B',
      'Parents of Five',
      'Everyone',
      'Parents',
    ]);
  });

  it('say which class or section they are for, and come in pages', async () => {
    const page = await childNotices(s.mother.token, s.chitra.id, '?per_page=3&page=1');
    expect(page.notices[0]).toEqual({
      id: ids['Parents of Five B'],
      title: 'Parents of Five B',
      body: 'Parents of Five B: details.',
      publish_date: today(),
      class_name: 'Five',
      section_name: 'B',
      read: false,
    });
    expect(page.pagination).toMatchObject({ total: 4, per_page: 3, current_page: 1, last_page: 2 });
    const next = await childNotices(s.mother.token, s.chitra.id, '?per_page=3&page=2');
    expect(titles(next.notices)).toEqual(['Parents']);
  });

  it('are marked read by their reader alone, once, audited, and the unread count follows', async () => {
    const home = (token: string, child: number) =>
      portalGet<ParentHome>(t, token, `/api/parent/home?student_id=${child}`);
    expect((await home(s.father.token, s.asha.id)).unread_notices).toBe(3);
    const before = await lastAuditId(t.db);
    const res = await read(s.father.token, 'parent', ids.Everyone!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: ids.Everyone, title: 'Everyone', read: true });
    // Again: nothing more is written.
    expect((await read(s.father.token, 'parent', ids.Everyone!)).statusCode).toBe(200);
    const entries = await auditsOfEvent(t.db, 'notice_read', before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ user_id: s.father.userId, school_id: s.admin.schoolId });
    const asha = await home(s.father.token, s.asha.id);
    expect(asha.unread_notices).toBe(2);
    expect(asha.notices.map((n) => [n.title, n.read])).toEqual([
      ['Parents of Five', false],
      ['Everyone', true],
      ['Parents', false],
    ]);
    // The same notice through the other child is read too; the other parent has not read it.
    expect((await home(s.father.token, s.bala.id)).unread_notices).toBe(2);
    const mother = await home(s.mother.token, s.asha.id);
    expect(mother.notices.find((n) => n.id === ids.Everyone)!.read).toBe(false);
  });

  it('not addressed to them are 404 to mark read, and nothing is written', async () => {
    const before = await t.db.selectFrom('notice_reads').selectAll().execute();
    for (const title of ['Parents of Five B', 'Parents tomorrow', 'Teachers', 'Students', 'elsewhere']) {
      const res = await read(s.father.token, 'parent', ids[title]!);
      expect(res.statusCode, title).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Notice not found.' });
    }
    expect(await t.db.selectFrom('notice_reads').selectAll().execute()).toEqual(before);
  });
});

describe("a student's notices", () => {
  it('are those for everyone or students, of the whole school or their own class, and theirs to mark', async () => {
    const token = await mintToken(t.db, s.bala.userId);
    const list = await portalGet<PortalNoticeList>(t, token, '/api/student/notices');
    expect(titles(list.notices)).toEqual(['Everyone', 'Everyone in Six', 'Students']);
    expect((await read(token, 'student', ids['Parents of Five']!)).statusCode).toBe(404);
    expect((await read(token, 'student', ids.Students!)).statusCode).toBe(200);
    const home = await portalGet<PortalHome>(t, token, '/api/student/home');
    expect(home.unread_notices).toBe(2);
    expect(home.notices.map((n: PortalNotice) => [n.title, n.read])).toEqual([
      ['Everyone', false],
      ['Everyone in Six', false],
      ['Students', true],
    ]);
  });
});

describe("a teacher's dashboard notices", () => {
  it('are those for everyone or teachers, of the whole school or a class or section they teach', async () => {
    const sixTeacher = await teacherOfSection(t.db, s.admin.schoolId, {
      classId: s.six.id,
      sectionId: s.six.a,
    });
    const board = await portalGet<TeacherDashboard>(
      t,
      await teacherToken(t, sixTeacher.teacherId),
      '/api/teacher/dashboard',
    );
    // Same date: the later notice first.
    expect(titles(board.notices)).toEqual(['Teachers', 'Everyone', 'Everyone in Six']);
    // A subject in the whole of Five reaches its sections' notices.
    const five = await createTeacher(t.db, s.admin.schoolId);
    const stamps = { school_id: s.admin.schoolId, created_at: isoNow(), updated_at: isoNow() };
    const subject = await t.db
      .insertInto('subjects')
      .values({ ...stamps, name: 'Science', code: null, description: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('teacher_subjects')
      .values({
        ...stamps,
        teacher_id: five.teacher.id,
        subject_id: subject.id,
        class_id: s.five.id,
        section_id: null,
      })
      .execute();
    const fiveBoard = await portalGet<TeacherDashboard>(
      t,
      await teacherToken(t, five.teacher.id),
      '/api/teacher/dashboard',
    );
    // Not Six's: they do not teach there.
    expect(titles(fiveBoard.notices)).toEqual(['Teachers of Five B', 'Teachers', 'Everyone']);
  });
});
