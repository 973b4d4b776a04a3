import type { ParentHome, PortalAttendance } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createParent, createTeacher, parentRecordOf } from '../helpers/people';
import { mintToken, rowCounts, tableNames } from '../helpers/route-requests';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { today } from '../teacher/teacher-places';
import { portalGet, portalSchool, postNotice, type PortalSchool } from './portal-school';

/*
 * A parent reaches their own children and nobody else: any other student of the school, a child
 * of another school and a sibling linked only to the other parent are 404 on every route, and a
 * link the school removes ends the access on the next request. A teacher who is also a parent
 * reads both consoles and nothing of the school's.
 */
let t: TestApp;
let s: PortalSchool;
let tables: string[];

beforeAll(async () => {
  t = await createTestApp();
  s = await portalSchool(t);
  tables = await tableNames(t.db);
});
afterAll(() => t.close());

/** Every parent route that names a child, for child `id`. */
const childUrls = (id: number) => [
  `/api/parent/home?student_id=${id}`,
  `/api/parent/children/${id}/attendance`,
  `/api/parent/children/${id}/teachers`,
  `/api/parent/children/${id}/notices`,
];

describe("a parent's children", () => {
  it('are both on the home page, by name; the first is shown when none is asked for', async () => {
    const home = await portalGet<ParentHome>(t, s.father.token, '/api/parent/home');
    expect(home.children.map((c) => [c.name, c.class?.name, c.section?.name])).toEqual([
      ['Asha Rao', 'Five', 'A'],
      ['Bala Rao', 'Six', 'A'],
    ]);
    expect(home.child.id).toBe(s.asha.id);
    expect(home.child.school).toEqual({ id: s.admin.schoolId, name: expect.any(String) });
    const bala = await portalGet<ParentHome>(t, s.father.token, `/api/parent/home?student_id=${s.bala.id}`);
    expect(bala.child).toMatchObject({ id: s.bala.id, name: 'Bala Rao', class: { id: s.six.id } });
  });

  it('are read on every route', async () => {
    for (const child of [s.asha, s.bala]) {
      for (const url of childUrls(child.id)) await portalGet(t, s.father.token, url);
    }
  });

  it('are the only students reached: anyone else is 404 on every route, and nothing changes', async () => {
    const before = await rowCounts(t.db, tables);
    const outsiders = [s.dev, s.chitra, s.elsewhere.pupil];
    for (const outsider of outsiders) {
      for (const url of childUrls(outsider.id)) {
        const res = await call(t.app, s.father.token, { method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'Student not found.' });
      }
    }
    // The other school's parent does not reach this school's children either.
    for (const url of childUrls(s.asha.id)) {
      const res = await call(t.app, s.elsewhere.parentToken, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect(await rowCounts(t.db, tables)).toEqual(before);
  });

  it("reach a notice only through a child: one for another child's class is 404 to read", async () => {
    const forChitra = await postNotice(t, s.admin.schoolId, {
      title: 'Five B outing',
      audience: 'parents',
      publish_date: today(),
      class_id: s.five.id,
      section_id: s.five.b,
    });
    const read = (token: string) =>
      call(t.app, token, { method: 'POST', url: `/api/parent/notices/${forChitra}/read` });
    expect((await read(s.father.token)).statusCode).toBe(404);
    expect((await read(s.mother.token)).statusCode).toBe(200);
    const reads = await t.db
      .selectFrom('notice_reads')
      .select('user_id')
      .where('notice_id', '=', forChitra)
      .execute();
    expect(reads).toEqual([{ user_id: s.mother.userId }]);
  });

  it('ends with the link: removed by the school, the child is 404 on the next request', async () => {
    const { user, parent } = await createParent(t.db, s.admin.schoolId, { students: [s.dev.id, s.bala.id] });
    const token = await mintToken(t.db, user.id);
    await portalGet<PortalAttendance>(t, token, `/api/parent/children/${s.dev.id}/attendance`);
    const res = await call(t.app, s.admin.token, {
      method: 'DELETE',
      url: `/api/school/parents/${parent.id}/students/${s.dev.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const url of childUrls(s.dev.id)) await portalGet(t, token, url, 404);
    const home = await portalGet<ParentHome>(t, token, '/api/parent/home');
    expect(home.children.map((c) => c.id)).toEqual([s.bala.id]);
  });

  it('none: the home page says so with a 404 the web can show', async () => {
    const { user } = await createParent(t.db, s.admin.schoolId);
    const res = await call(t.app, await mintToken(t.db, user.id), { method: 'GET', url: '/api/parent/home' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'No child is linked to your account yet. Please contact the school.',
    });
  });
});

describe('a teacher who is also a parent', () => {
  it('reads the teacher console and the parent portal, and nothing of the school console', async () => {
    const { user } = await createTeacher(t.db, s.admin.schoolId, {
      user: { name: 'Farah Khan', roles: ['teacher', 'parent'] },
    });
    const now = isoNow();
    const parent = await parentRecordOf(t.db, s.admin.schoolId, user.id, { relationship: 'mother' });
    await t.db
      .insertInto('parent_student')
      .values({
        school_id: s.admin.schoolId,
        parent_id: parent.id,
        student_id: s.dev.id,
        is_primary: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const token = await mintToken(t.db, user.id);
    for (const url of ['/api/teacher/dashboard', '/api/teacher/sections', ...childUrls(s.dev.id)]) {
      await portalGet(t, token, url);
    }
    for (const url of [
      '/api/school/students',
      '/api/school/profile',
      '/api/school-admin/dashboard/stats',
      '/api/student/home',
    ]) {
      expect((await call(t.app, token, { method: 'GET', url })).statusCode, url).toBe(403);
    }
    for (const url of childUrls(s.asha.id)) await portalGet(t, token, url, 404);
  });
});
