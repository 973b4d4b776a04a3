import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, FORBIDDEN, lastAuditId, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The notices a school admin posts on the dashboard: title, body and publish date, newest
 * publish date first; posted by the session's user; another school's notices 404 and untouched.
 * Whom they are addressed to: notice-audiences.test.ts.
 */
let t: TestApp;
let tables: string[];
let a: SchoolAdminSession;
let b: SchoolAdminSession;

beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
});
afterAll(() => t.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, token, { method, url: `/api/school${url}`, ...(payload ? { payload } : {}) });

interface NoticeBody {
  id: number;
  title: string;
  body: string;
  publish_date: string;
  created_by: { id: number; name: string } | null;
}

const post = async (token: string, values: Partial<NoticeBody> = {}) => {
  const res = await as(token, 'POST', '/notices', {
    title: 'Sports day',
    body: 'Bring your kit.',
    publish_date: '2026-11-20',
    ...values,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as NoticeBody;
};

const titles = async (token: string, query = '') =>
  ((await as(token, 'GET', `/notices${query}`)).json().data.notices as NoticeBody[]).map((n) => n.title);

describe('posting and editing notices', () => {
  it('posts a notice as the signed-in admin, trimmed, audited with the school', async () => {
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', '/notices', {
      title: '  Parent-teacher meeting  ',
      body: ' Saturday at 9:30 in the hall. ',
      publish_date: '2026-11-21',
      // Who posted it comes from the session, whatever the body says.
      created_by: b.userId,
    });
    expect(res.statusCode).toBe(201);
    const admin = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', a.userId)
      .executeTakeFirstOrThrow();
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Notice created successfully!',
      data: {
        title: 'Parent-teacher meeting',
        body: 'Saturday at 9:30 in the hall.',
        publish_date: '2026-11-21',
        created_by: { id: a.userId, name: admin.name },
      },
    });
    const id = res.json().data.id as number;
    expect((await as(a.token, 'GET', `/notices/${id}`)).json().data).toEqual(res.json().data);
    const [audit] = await auditsOfEvent(t.db, 'notice_created', before);
    expect(audit).toMatchObject({
      school_id: a.schoolId,
      user_id: a.userId,
      description: 'Notice "Parent-teacher meeting" posted',
      properties: {
        after: {
          title: 'Parent-teacher meeting',
          body: 'Saturday at 9:30 in the hall.',
          publish_date: '2026-11-21',
        },
      },
    });
  });

  it('answers 422 on each bad field, all at once, and changes nothing', async () => {
    const state = await snapshot(t.db, tables);
    const valid = { title: 'Ok', body: 'Ok', publish_date: '2026-11-20' };
    for (const [body, errors] of [
      [
        {},
        {
          title: 'Title is required.',
          body: 'Notice text is required.',
          publish_date: 'Publish date is required.',
        },
      ],
      [{ ...valid, title: '   ' }, { title: 'Title is required.' }],
      [{ ...valid, title: 'x'.repeat(201) }, { title: 'Title may not be greater than 200 characters.' }],
      [{ ...valid, title: 42 }, { title: 'Title is required.' }],
      [{ ...valid, body: '' }, { body: 'Notice text is required.' }],
      [
        { ...valid, body: 'x'.repeat(5001) },
        { body: 'Notice text may not be greater than 5000 characters.' },
      ],
      [{ ...valid, body: null }, { body: 'Notice text is required.' }],
      [
        { ...valid, publish_date: '' },
        { publish_date: 'Publish date must be a date in the form YYYY-MM-DD.' },
      ],
      [
        { ...valid, publish_date: '20/11/2026' },
        { publish_date: 'Publish date must be a date in the form YYYY-MM-DD.' },
      ],
      [{ ...valid, publish_date: '2026-02-30' }, { publish_date: 'Publish date is not a valid date.' }],
    ] as const) {
      const res = await as(a.token, 'POST', '/notices', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors, JSON.stringify(body)).toEqual(
        Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
      );
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
    // The longest allowed values are accepted.
    const longest = await post(a.token, { title: 'x'.repeat(200), body: 'y'.repeat(5000) });
    expect(longest.body).toHaveLength(5000);
  });

  it('updates a notice, audited with before and after; refuses bad fields without a change', async () => {
    const notice = await post(a.token, {
      title: 'Exam timetable',
      body: 'Draft',
      publish_date: '2026-11-10',
    });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'PUT', `/notices/${notice.id}`, {
      title: 'Exam timetable (final)',
      body: 'Exams start on 1 December.',
      publish_date: '2026-11-12',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Notice updated successfully!',
      data: {
        id: notice.id,
        title: 'Exam timetable (final)',
        body: 'Exams start on 1 December.',
        publish_date: '2026-11-12',
        created_by: { id: a.userId },
      },
    });
    const [audit] = await auditsOfEvent(t.db, 'notice_updated', before);
    expect(audit).toMatchObject({ school_id: a.schoolId, user_id: a.userId });
    const forEveryone = {
      audience: 'everyone',
      class_id: null,
      class: null,
      section_id: null,
      section: null,
    };
    expect(audit!.properties).toEqual({
      before: { title: 'Exam timetable', body: 'Draft', publish_date: '2026-11-10', ...forEveryone },
      after: {
        title: 'Exam timetable (final)',
        body: 'Exams start on 1 December.',
        publish_date: '2026-11-12',
        ...forEveryone,
      },
    });

    const state = await snapshot(t.db, tables);
    for (const [body, field] of [
      [{ title: '', body: 'b', publish_date: '2026-11-12' }, 'title'],
      [{ title: 't', body: 'x'.repeat(5001), publish_date: '2026-11-12' }, 'body'],
      [{ title: 't', body: 'b', publish_date: '2026-13-01' }, 'publish_date'],
    ] as const) {
      const refused = await as(a.token, 'PUT', `/notices/${notice.id}`, body);
      expect(refused.statusCode, field).toBe(422);
      expect(Object.keys(refused.json().errors), field).toEqual([field]);
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });
});

describe('the list and export', () => {
  it('lists newest publish date first, sorts and searches on the server, and pages', async () => {
    const { token } = await schoolAdminSession(t.db);
    await post(token, { title: 'Older', publish_date: '2026-10-01' });
    await post(token, { title: 'Newest', publish_date: '2026-11-25' });
    await post(token, { title: 'Middle', body: 'Holiday on Monday', publish_date: '2026-11-01' });
    // Same date: the later post first.
    await post(token, { title: 'Middle twin', publish_date: '2026-11-01' });
    expect(await titles(token)).toEqual(['Newest', 'Middle twin', 'Middle', 'Older']);
    expect(await titles(token, '?direction=asc')).toEqual(['Older', 'Middle', 'Middle twin', 'Newest']);
    expect(await titles(token, '?sort=title')).toEqual(['Middle', 'Middle twin', 'Newest', 'Older']);
    expect(await titles(token, '?sort=created_at')).toEqual(['Middle twin', 'Middle', 'Newest', 'Older']);
    expect(await titles(token, '?search=holiday')).toEqual(['Middle']);
    expect(await titles(token, '?search=MIDDLE')).toEqual(['Middle twin', 'Middle']);
    const page = (await as(token, 'GET', '/notices?per_page=3&page=2')).json().data;
    expect(page.pagination).toEqual({
      total: 4,
      total_is_lower_bound: false,
      per_page: 3,
      current_page: 2,
      last_page: 2,
    });
    expect(page.notices.map((n: NoticeBody) => n.title)).toEqual(['Older']);
    const refused = await as(token, 'GET', '/notices?sort=body');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['sort']);
  });

  it("exports the school's filtered notices only, audited", async () => {
    await post(a.token, {
      title: 'Export: fees due',
      body: 'Pay by Friday, "please"',
      publish_date: '2026-11-02',
    });
    await post(b.token, { title: 'Export: other school' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'GET', '/notices/export?search=Export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'id',
      'title',
      'body',
      'publish_date',
      'audience',
      'class',
      'section',
      'posted_by',
      'created_at (Asia/Kolkata)',
    ]);
    expect(rows.slice(1).map((r) => r.slice(1, 4))).toEqual([
      ['Export: fees due', 'Pay by Friday, "please"', '2026-11-02'],
    ]);
    expect((await auditsOfEvent(t.db, 'data_export', before))[0]).toMatchObject({
      school_id: a.schoolId,
      properties: { resource: 'notices', filters: { search: 'Export' } },
    });
  });
});

describe('deleting', () => {
  it('deletes a notice, keeping the record in the audit entry', async () => {
    const notice = await post(a.token, { title: 'Picnic', body: 'Zoo trip', publish_date: '2026-11-15' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'DELETE', `/notices/${notice.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Notice deleted successfully!' });
    expect((await as(a.token, 'GET', `/notices/${notice.id}`)).json()).toEqual({
      success: false,
      message: 'Notice not found.',
    });
    expect((await as(a.token, 'DELETE', `/notices/${notice.id}`)).statusCode).toBe(404);
    const [audit] = await auditsOfEvent(t.db, 'notice_deleted', before);
    expect(audit).toMatchObject({ school_id: a.schoolId, user_id: a.userId });
    expect(audit!.properties).toEqual({
      before: {
        id: notice.id,
        title: 'Picnic',
        body: 'Zoo trip',
        publish_date: '2026-11-15',
        audience: 'everyone',
        class_id: null,
        class: null,
        section_id: null,
        section: null,
        created_by: a.userId,
      },
    });
  });

  it('lets one of racing deletes win: the others answer 404 and one audit entry is written', async () => {
    const notice = await post(a.token, { title: 'Raced' });
    const before = await lastAuditId(t.db);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => as(a.token, 'DELETE', `/notices/${notice.id}`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404]);
    for (const loser of answers.filter((r) => r.statusCode === 404)) {
      expect(loser.json()).toEqual({ success: false, message: 'Notice not found.' });
    }
    expect(await auditsOfEvent(t.db, 'notice_deleted', before)).toHaveLength(1);
  });

  it('answers an edit racing a delete with 200 or 404, never a server error', async () => {
    const before = await lastAuditId(t.db);
    for (let round = 0; round < 5; round++) {
      const notice = await post(a.token, { title: `Race ${round}` });
      const [edit, remove] = await Promise.all([
        as(a.token, 'PUT', `/notices/${notice.id}`, {
          title: 'Edited',
          body: 'Changed.',
          publish_date: '2026-11-22',
        }),
        as(a.token, 'DELETE', `/notices/${notice.id}`),
      ]);
      expect(remove.statusCode, remove.body).toBe(200);
      expect([200, 404], edit.body).toContain(edit.statusCode);
      if (edit.statusCode === 404)
        expect(edit.json()).toEqual({ success: false, message: 'Notice not found.' });
    }
    expect(await auditsOfEvent(t.db, 'notice_deleted', before)).toHaveLength(5);
  });

  it('keeps a notice whose author is gone, without an author', async () => {
    const notice = await post(a.token, { title: 'Orphan' });
    await t.db.updateTable('notices').set({ created_by: null }).where('id', '=', notice.id).execute();
    expect((await as(a.token, 'GET', `/notices/${notice.id}`)).json().data.created_by).toBeNull();
  });
});

describe('another school', () => {
  it('gets 404 for every call on a school A notice, and nothing changes', async () => {
    const notice = await post(a.token, { title: 'Private notice' });
    const state = await snapshot(t.db, tables);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { title: 'Hijack', body: 'x', publish_date: '2026-11-20' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await as(b.token, method, `/notices/${notice.id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Notice not found.' });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
    expect(await titles(b.token, '?search=Private')).toEqual([]);
    expect(parseCsv((await as(b.token, 'GET', '/notices/export?search=Private')).body)).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('answers 403 to each call once its permission is taken from school_admin', async () => {
    const notice = await post(a.token, { title: 'Guarded' });
    const input = { title: 'Changed', body: 'x', publish_date: '2026-11-20' };
    for (const [permission, method, url, payload] of [
      ['notices_view', 'GET', '/notices', undefined],
      ['notices_view', 'GET', `/notices/${notice.id}`, undefined],
      ['notices_create', 'POST', '/notices', input],
      ['notices_update', 'PUT', `/notices/${notice.id}`, input],
      ['notices_delete', 'DELETE', `/notices/${notice.id}`, undefined],
      ['notices_export', 'GET', '/notices/export', undefined],
    ] as const) {
      await withoutPermission(t, permission, async () => {
        const state = await snapshot(t.db, tables);
        const refused = await as(a.token, method, url, payload);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json()).toEqual(FORBIDDEN);
        expect(await snapshot(t.db, tables)).toEqual(state);
      });
    }
    expect((await as(a.token, 'GET', `/notices/${notice.id}`)).json().data.title).toBe('Guarded');
    expect((await as(a.token, 'DELETE', `/notices/${notice.id}`)).statusCode).toBe(200);
  });
});
