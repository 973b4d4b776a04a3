import { fieldMessage } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeacher } from '../helpers/people';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, FORBIDDEN, lastAuditId, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { isoNow } from '../../src/lib/time';

/*
 * A school's subjects: name and code unique in the school ignoring case (another school may use
 * them), a subject teachers teach kept (409), another school's subjects 404 and never touched.
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

const create = async (token: string, body: object) => {
  const res = await as(token, 'POST', '/subjects', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string; code: string | null };
};

/** A teacher of the school assigned to teach the subject. */
async function taught(schoolId: number, subjectId: number) {
  const { teacher } = await createTeacher(t.db, schoolId);
  const now = isoNow();
  await t.db
    .insertInto('teacher_subjects')
    .values({
      school_id: schoolId,
      teacher_id: teacher.id,
      subject_id: subjectId,
      class_id: null,
      section_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('creating and editing subjects', () => {
  it('creates a subject with its code in capitals, audited, and finds it by name or code', async () => {
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', '/subjects', {
      name: 'Physics',
      code: 'phy-101',
      description: '  Mechanics and waves  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Subject created successfully!',
      data: { name: 'Physics', code: 'PHY-101', description: 'Mechanics and waves', teachers_count: 0 },
    });
    const [audit] = await auditsOfEvent(t.db, 'subject_created', before);
    expect(audit).toMatchObject({ school_id: a.schoolId, user_id: a.userId });
    for (const term of ['physi', 'PHY-1']) {
      const list = await as(a.token, 'GET', `/subjects?search=${term}`);
      expect(list.json().data.subjects.map((s: { name: string }) => s.name)).toEqual(['Physics']);
    }
    // Code and description are optional; empty means none.
    const bare = await create(a.token, { name: 'Art', code: '', description: '' });
    expect(bare).toMatchObject({ code: null, description: null });
  });

  it('refuses bad fields and a name or code taken in the school, ignoring case; changes nothing', async () => {
    await create(a.token, { name: 'Chemistry', code: 'CHE' });
    await create(b.token, { name: 'Biology', code: 'BIO' });
    const state = await snapshot(t.db, tables);
    for (const [body, fields] of [
      [{ name: '' }, ['name']],
      [{}, ['name']],
      [{ name: 'x'.repeat(101) }, ['name']],
      [{ name: 'Ok', code: 'x'.repeat(21) }, ['code']],
      [{ name: 'Ok', description: 'x'.repeat(501) }, ['description']],
      [{ name: 'Ok', code: 5 }, ['code']],
      [{ name: 'chemistry' }, ['name']],
      [{ name: 'Other', code: 'che' }, ['code']],
      [{ name: 'CHEMISTRY', code: 'Che' }, ['name', 'code']],
    ] as const) {
      const res = await as(a.token, 'POST', '/subjects', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors).sort(), JSON.stringify(body)).toEqual([...fields].sort());
    }
    const both = await as(a.token, 'POST', '/subjects', { name: 'Chemistry', code: 'CHE' });
    expect(both.json().errors).toEqual({
      name: ['Name has already been taken.'],
      code: ['Code has already been taken.'],
    });
    expect(await snapshot(t.db, tables)).toEqual(state);
    // Another school's name and code are free here.
    expect(await create(a.token, { name: 'Biology', code: 'BIO' })).toMatchObject({ code: 'BIO' });
  });

  it('updates a subject keeping its own name and code, audited with before and after', async () => {
    const subject = await create(a.token, { name: 'History', code: 'HIS' });
    await create(a.token, { name: 'Geography', code: 'GEO' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'PUT', `/subjects/${subject.id}`, {
      name: 'History',
      code: 'his',
      description: 'World history',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Subject updated successfully!',
      data: { id: subject.id, code: 'HIS', description: 'World history' },
    });
    const [audit] = await auditsOfEvent(t.db, 'subject_updated', before);
    expect(audit!.properties).toMatchObject({
      before: { description: null },
      after: { description: 'World history' },
    });
    const state = await snapshot(t.db, tables);
    const clash = await as(a.token, 'PUT', `/subjects/${subject.id}`, { name: 'geography', code: 'HIS' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ name: ['Name has already been taken.'] });
    expect(await snapshot(t.db, tables)).toEqual(state);
  });
});

describe('subject codes', () => {
  // One rule for every code a school gives (schools.ts, subjects.ts): letters, digits, - and _.
  const CODES = [
    ['MATH-101', 'MATH-101'],
    ['sci_2', 'SCI_2'],
    ['  eng  ', 'ENG'],
  ] as const;
  const REFUSED = ['MATH 101', 'Maths!', 'ф-1', 'A/B', 'C.1', "O'K", 'x<y>'];

  it('accepts what a school code accepts, in capitals, on create and edit', async () => {
    for (const [code, stored] of CODES) {
      const made = await create(a.token, { name: `Subject ${code.trim()}`, code });
      expect(made.code).toBe(stored);
      const school = await call(t.app, a.token, {
        method: 'PUT',
        url: '/api/school/profile',
        payload: { name: 'Greenfield', code, board: 'CBSE' },
      });
      expect(school.statusCode, school.body).toBe(200);
      expect(school.json().data.code).toBe(stored);
    }
  });

  it('refuses what a school code refuses, with the same message, on create and edit; changes nothing', async () => {
    const subject = await create(a.token, { name: 'Music', code: 'MUS' });
    const state = await snapshot(t.db, tables);
    for (const code of REFUSED) {
      for (const [method, url] of [
        ['POST', '/subjects'],
        ['PUT', `/subjects/${subject.id}`],
      ] as const) {
        const res = await as(a.token, method, url, { name: 'Music', code });
        expect(res.statusCode, `${method} ${code}`).toBe(422);
        expect(res.json().errors).toEqual({ code: [fieldMessage('code_chars', 'code')] });
      }
      const school = await call(t.app, a.token, {
        method: 'PUT',
        url: '/api/school/profile',
        payload: { name: 'Greenfield', code, board: 'CBSE' },
      });
      expect(school.json().errors, code).toEqual({ code: [fieldMessage('code_chars', 'code')] });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it('may still be left out or blank', async () => {
    expect(await create(a.token, { name: 'Drawing', code: '' })).toMatchObject({ code: null });
    expect(await create(a.token, { name: 'Dance', code: null })).toMatchObject({ code: null });
  });
});

describe('lists and export', () => {
  it('sorts on the server, counts teachers, and pages with the total', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const zoo = await create(token, { name: 'Zoology', code: 'A1' });
    await create(token, { name: 'Algebra', code: 'Z9' });
    await create(token, { name: 'Music' });
    await taught(schoolId, zoo.id);
    await taught(schoolId, zoo.id);
    const names = async (query: string) => {
      const listed = (await as(token, 'GET', `/subjects?${query}`)).json().data.subjects as {
        name: string;
      }[];
      return listed.map((row) => row.name);
    };
    expect(await names('')).toEqual(['Algebra', 'Music', 'Zoology']);
    expect(await names('sort=name&direction=desc')).toEqual(['Zoology', 'Music', 'Algebra']);
    // No code sorts first, as an empty optional text does in every list.
    expect(await names('sort=code')).toEqual(['Music', 'Zoology', 'Algebra']);
    const page = (await as(token, 'GET', '/subjects?per_page=1&page=3')).json().data;
    expect(page.pagination).toMatchObject({ total: 3, last_page: 3, current_page: 3 });
    expect(page.subjects.map((s: { name: string }) => s.name)).toEqual(['Zoology']);
    expect(page.subjects[0].teachers_count).toBe(2);
  });

  it("exports the school's filtered subjects only, audited", async () => {
    await create(a.token, { name: 'Export Latin', code: 'LAT', description: 'Dead, but, "quoted"' });
    await create(b.token, { name: 'Export Greek' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'GET', '/subjects/export?search=Export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['id', 'name', 'code', 'description', 'created_at (Asia/Kolkata)']);
    expect(rows.slice(1).map((r) => r.slice(1, 4))).toEqual([['Export Latin', 'LAT', 'Dead, but, "quoted"']]);
    expect((await auditsOfEvent(t.db, 'data_export', before))[0]).toMatchObject({ school_id: a.schoolId });
  });
});

describe('deleting', () => {
  it('refuses a subject teachers teach (409) and deletes a free one, audited', async () => {
    const busy = await create(a.token, { name: 'Taught', code: 'TGT' });
    await taught(a.schoolId, busy.id);
    const state = await snapshot(t.db, tables);
    const refused = await as(a.token, 'DELETE', `/subjects/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This subject is assigned to teachers. Remove it from their subjects first.',
    );
    expect(await snapshot(t.db, tables)).toEqual(state);

    const free = await create(a.token, { name: 'Free', code: 'FRE' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'DELETE', `/subjects/${free.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Subject deleted successfully!' });
    expect((await as(a.token, 'GET', `/subjects/${free.id}`)).statusCode).toBe(404);
    const [audit] = await auditsOfEvent(t.db, 'subject_deleted', before);
    expect(audit!.properties).toMatchObject({ before: { id: free.id, name: 'Free', code: 'FRE' } });
  });
});

describe('another school', () => {
  it('gets 404 for every call on a school A subject, and nothing changes', async () => {
    const subject = await create(a.token, { name: 'Private', code: 'PRV' });
    const state = await snapshot(t.db, tables);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Hijack' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await as(b.token, method, `/subjects/${subject.id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Subject not found.' });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
    expect((await as(b.token, 'GET', '/subjects?search=Private')).json().data.subjects).toEqual([]);
  });
});

describe('permissions', () => {
  it('answers 403 on the next request once subjects_delete is taken from school_admin', async () => {
    const subject = await create(a.token, { name: 'Guarded' });
    await withoutPermission(t, 'subjects_delete', async () => {
      const refused = await as(a.token, 'DELETE', `/subjects/${subject.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      expect((await as(a.token, 'GET', `/subjects/${subject.id}`)).statusCode).toBe(200);
    });
    expect((await as(a.token, 'DELETE', `/subjects/${subject.id}`)).statusCode).toBe(200);
  });
});
