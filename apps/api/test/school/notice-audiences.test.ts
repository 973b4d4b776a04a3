import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createClass, createSection } from '../helpers/academics';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, lastAuditId, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Whom a school admin's notice is for (docs/decisions.md, "Notices"): an audience (everyone,
 * parents, teachers, students) and optionally one class of the school, or one section of that
 * class. The admin's own list shows every notice, whatever its audience; another school's class
 * or section is 422 on its field and nothing is written.
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

const as = (
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => call(t.app, token, { method, url: `/api/school${url}`, headers, ...(payload ? { payload } : {}) });

const text = { title: 'Sports day', body: 'Bring your kit.', publish_date: '2026-11-20' };

/** A class of the school with two sections. */
async function classOf(session: SchoolAdminSession, name: string) {
  const schoolClass = await createClass(t.db, session.schoolId, { name });
  const [first, second] = await Promise.all([
    createSection(t.db, session.schoolId, schoolClass.id, { name: 'A' }),
    createSection(t.db, session.schoolId, schoolClass.id, { name: 'B' }),
  ]);
  return { schoolClass, first, second };
}

describe('addressing a notice', () => {
  it('posts to parents of one section: the answer, the show, the list and the audit carry it', async () => {
    const { schoolClass, first } = await classOf(a, 'Grade 4');
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', '/notices', {
      ...text,
      audience: 'parents',
      class_id: schoolClass.id,
      section_id: first.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const posted = res.json().data;
    expect(posted).toMatchObject({
      ...text,
      audience: 'parents',
      class: { id: schoolClass.id, name: 'Grade 4' },
      section: { id: first.id, name: 'A' },
    });
    expect(posted).not.toHaveProperty('class_id');
    expect((await as(a.token, 'GET', `/notices/${posted.id}`)).json().data).toEqual(posted);
    const listed = (await as(a.token, 'GET', '/notices?per_page=100')).json().data.notices;
    expect(listed.find((n: { id: number }) => n.id === posted.id)).toEqual(posted);
    const [audit] = await auditsOfEvent(t.db, 'notice_created', before);
    expect(audit!.properties).toEqual({
      after: {
        ...text,
        audience: 'parents',
        class_id: schoolClass.id,
        class: 'Grade 4',
        section_id: first.id,
        section: 'A',
      },
    });
  });

  it('moves a notice from a class to everyone, audited with before and after', async () => {
    const { schoolClass } = await classOf(a, 'Grade 5');
    const posted = (
      await as(a.token, 'POST', '/notices', { ...text, audience: 'students', class_id: schoolClass.id })
    ).json().data;
    expect(posted).toMatchObject({ audience: 'students', class: { id: schoolClass.id }, section: null });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'PUT', `/notices/${posted.id}`, { ...text, class_id: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ audience: 'everyone', class: null, section: null });
    const [audit] = await auditsOfEvent(t.db, 'notice_updated', before);
    expect(audit!.properties).toEqual({
      before: {
        ...text,
        audience: 'students',
        class_id: schoolClass.id,
        class: 'Grade 5',
        section_id: null,
        section: null,
      },
      after: { ...text, audience: 'everyone', class_id: null, class: null, section_id: null, section: null },
    });
  });

  it('shows the admin every notice, whatever its audience or class', async () => {
    const session = await schoolAdminSession(t.db);
    const { schoolClass, second } = await classOf(session, 'Grade 1');
    for (const [title, extra] of [
      ['For teachers', { audience: 'teachers' }],
      ['For a class', { audience: 'students', class_id: schoolClass.id }],
      ['For a section', { audience: 'parents', class_id: schoolClass.id, section_id: second.id }],
      ['For everyone', {}],
    ] as const) {
      expect((await as(session.token, 'POST', '/notices', { ...text, title, ...extra })).statusCode).toBe(
        201,
      );
    }
    const list = (await as(session.token, 'GET', '/notices?sort=title')).json().data;
    expect(list.pagination.total).toBe(4);
    expect(
      list.notices.map((n: { title: string; audience: string; class: unknown; section: unknown }) => [
        n.title,
        n.audience,
        n.class,
        n.section,
      ]),
    ).toEqual([
      ['For a class', 'students', { id: schoolClass.id, name: 'Grade 1' }, null],
      ['For a section', 'parents', { id: schoolClass.id, name: 'Grade 1' }, { id: second.id, name: 'B' }],
      ['For everyone', 'everyone', null, null],
      ['For teachers', 'teachers', null, null],
    ]);
  });

  it('reads a notice written before audiences as for everyone', async () => {
    const now = isoNow();
    // As the rows were before the migration: no audience, class or section given.
    const row = await t.db
      .insertInto('notices')
      .values({
        school_id: a.schoolId,
        ...text,
        title: 'Old notice',
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await as(a.token, 'GET', `/notices/${row.id}`)).json().data).toMatchObject({
      title: 'Old notice',
      audience: 'everyone',
      class: null,
      section: null,
    });
  });
});

describe('refusing a bad address', () => {
  it('answers 422 on the field for another school, another class or a section alone, and writes nothing', async () => {
    const mine = await classOf(a, 'Grade 6');
    const other = await classOf(a, 'Grade 7');
    const theirs = await classOf(b, 'Grade 6');
    const notice = (await as(a.token, 'POST', '/notices', { ...text, class_id: mine.schoolClass.id })).json()
      .data;
    const state = await snapshot(t.db, tables);
    for (const [body, errors] of [
      [{ class_id: theirs.schoolClass.id }, { class_id: 'The selected class is invalid.' }],
      [
        { class_id: mine.schoolClass.id, section_id: theirs.first.id },
        { section_id: 'The selected section is invalid.' },
      ],
      [
        { class_id: theirs.schoolClass.id, section_id: theirs.first.id },
        { class_id: 'The selected class is invalid.', section_id: 'The selected section is invalid.' },
      ],
      [
        { class_id: mine.schoolClass.id, section_id: other.first.id },
        { section_id: 'Section A is not a section of Grade 6.' },
      ],
      [{ section_id: mine.first.id }, { class_id: 'Class is required when section is chosen.' }],
      [{ class_id: 1.5 }, { class_id: 'Class must be a whole number.' }],
      [
        { audience: 'staff' },
        { audience: 'Audience must be one of: everyone, parents, teachers, students.' },
      ],
    ] as const) {
      for (const [method, url] of [
        ['POST', '/notices'],
        ['PUT', `/notices/${notice.id}`],
      ] as const) {
        const res = await as(a.token, method, url, { ...text, ...body });
        expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(422);
        expect(res.json().errors, `${method} ${JSON.stringify(body)}`).toEqual(
          Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
        );
      }
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it('says a section needs its class in the caller language, beside the other broken fields', async () => {
    const { first } = await classOf(a, 'Grade 8');
    const res = await as(
      a.token,
      'POST',
      '/notices',
      { title: '', body: 'x', publish_date: '2026-11-20', section_id: first.id },
      { 'accept-language': 'fr' },
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['class_id', 'title']);
    expect(res.json().errors.class_id).toEqual([
      'Le champ « Classe » est obligatoire lorsqu’une valeur est choisie pour « section ».',
    ]);
  });
});

describe('the export', () => {
  it('gives each notice its audience, class and section', async () => {
    const session = await schoolAdminSession(t.db);
    const { schoolClass, first } = await classOf(session, 'Grade 9');
    await as(session.token, 'POST', '/notices', {
      ...text,
      title: 'Section trip',
      audience: 'parents',
      class_id: schoolClass.id,
      section_id: first.id,
    });
    await as(session.token, 'POST', '/notices', { ...text, title: 'Holiday' });
    const rows = parseCsv((await as(session.token, 'GET', '/notices/export')).body);
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
    expect(rows.slice(1).map((r) => [r[1], ...r.slice(4, 7)])).toEqual([
      ['Section trip', 'parents', 'Grade 9', 'A'],
      ['Holiday', 'everyone', '', ''],
    ]);
  });
});
