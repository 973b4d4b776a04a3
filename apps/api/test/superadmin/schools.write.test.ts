import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createSchoolAdmin } from '../helpers/factories';
import { as } from '../helpers/http';
import { multipart, PNG_1X1 } from '../helpers/multipart';
import { createStudent, createTeacher } from '../helpers/people';
import { schoolAdminSession } from '../helpers/school-admins';
import {
  auditsOfEvent,
  call,
  consoleSessions,
  dbState,
  FORBIDDEN,
  lastAuditId,
  marker,
  SERVER_ERROR,
  UNAUTHENTICATED,
  withAuditTableMissing,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SCHOOL_IN_USE =
  'Cannot delete school with existing data. Please remove all associated students and teachers first.';

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token: string | null = s.sa,
) => call(t.app, token, { method, url, ...(payload ? { payload } : {}) });

const schoolRow = (id: number) =>
  t.db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirst();
const countSchools = async () =>
  Number(
    (
      await t.db
        .selectFrom('schools')
        .select((eb) => eb.fn.countAll().as('c'))
        .executeTakeFirstOrThrow()
    ).c,
  );

const validSchool = (overrides: object = {}) => ({
  name: 'Sunrise Public School',
  code: `sun-${marker()}`,
  board: 'CBSE',
  email: 'office@sunrise.example',
  phone: '+91 20 2612 3456',
  address_line1: '12 MG Road',
  address_line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411001',
  ...overrides,
});

describe('POST /api/superadmin/schools', () => {
  it('creates an active school, code upper case, country India by default, and audits it', async () => {
    const payload = validSchool();
    const auditBefore = await lastAuditId(t.db);
    const res = await send('POST', '/api/superadmin/schools', payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'School created successfully!' });
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: 'Sunrise Public School',
      code: payload.code.toUpperCase(),
      board: 'CBSE',
      email: 'office@sunrise.example',
      phone: '+91 20 2612 3456',
      address_line1: '12 MG Road',
      address_line2: null,
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      postal_code: '411001',
      logo_url: null,
      active: true,
      students_count: 0,
      teachers_count: 0,
      admins: [],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
      updated_at: expect.any(String),
    });

    const row = await schoolRow(body.data.id);
    expect(row).toMatchObject({
      name: 'Sunrise Public School',
      code: payload.code.toUpperCase(),
      country: 'India',
    });
    expect(Boolean(row!.active)).toBe(true);

    const audits = await auditsOfEvent(t.db, 'school_created', auditBefore);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      user_id: s.superadmin.id,
      school_id: body.data.id,
      properties: {
        after: { name: 'Sunrise Public School', code: payload.code.toUpperCase(), board: 'CBSE' },
      },
    });
    expect(audits[0]!.description).toContain(payload.code.toUpperCase());

    // The new school is found by the list at once.
    const listed = await call(t.app, s.sa, {
      method: 'GET',
      url: `/api/superadmin/schools?search=${payload.code}`,
    });
    expect(listed.json().data.schools.map((x: { id: number }) => x.id)).toEqual([body.data.id]);
  });

  it('keeps a given country and accepts the minimum of name, code and board', async () => {
    const res = await send('POST', '/api/superadmin/schools', {
      name: 'Minimal',
      code: `min_${marker()}`,
      board: 'IB',
      country: 'Nepal',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ board: 'IB', country: 'Nepal', email: null, city: null });
  });

  it('answers 422 with a message per missing field and creates nothing', async () => {
    const before = await dbState(t.db);
    const res = await send('POST', '/api/superadmin/schools', { email: '' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({
      name: ['Name is required.'],
      code: ['Code is required.'],
      board: [expect.stringContaining('Board must be one of')],
    });
    expect(body.message).toBe('Name is required.');
    expect(await dbState(t.db)).toEqual(before);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Email must be a valid email address.'],
    [{ board: 'Cambridge' }, 'board', 'Board must be one of: CBSE, ICSE, State Board, IB, IGCSE, Other.'],
    [{ code: 'has space' }, 'code', 'Code may only contain letters, numbers, dashes and underscores.'],
    [{ name: '   ' }, 'name', 'Name is required.'],
    [{ code: 'X'.repeat(31) }, 'code', 'Code may not be greater than 30 characters.'],
  ])('answers 422 for %j', async (change, field, message) => {
    const before = await dbState(t.db);
    const res = await send('POST', '/api/superadmin/schools', validSchool(change));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message, errors: { [field]: [message] } });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 422 on a code that exists in another case, and creates nothing', async () => {
    const existing = await createSchool(t.db, { code: `DUP${marker()}`.toUpperCase() });
    const before = await dbState(t.db);
    const res = await send(
      'POST',
      '/api/superadmin/schools',
      validSchool({ code: existing.code.toLowerCase() }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'Code has already been taken.',
      errors: { code: ['Code has already been taken.'] },
    });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 400 to a body that is not an object', async () => {
    const count = await countSchools();
    const res = await call(t.app, s.sa, {
      method: 'POST',
      url: '/api/superadmin/schools',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(await countSchools()).toBe(count);
  });
});

describe('PUT /api/superadmin/schools/:id', () => {
  it('updates the school and audits before and after', async () => {
    const school = await createSchool(t.db, { name: 'Old Name', city: 'Delhi' });
    const auditBefore = await lastAuditId(t.db);
    const res = await send('PUT', `/api/superadmin/schools/${school.id}`, {
      name: 'New Name',
      code: school.code.toLowerCase(),
      board: 'ICSE',
      city: 'Mumbai',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'School updated successfully!',
      data: {
        id: school.id,
        name: 'New Name',
        code: school.code,
        board: 'ICSE',
        city: 'Mumbai',
        country: 'India',
      },
    });
    expect(await schoolRow(school.id)).toMatchObject({
      name: 'New Name',
      board: 'ICSE',
      city: 'Mumbai',
      code: school.code,
    });

    const [audit, ...more] = await auditsOfEvent(t.db, 'school_updated', auditBefore);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      user_id: s.superadmin.id,
      school_id: school.id,
      properties: {
        before: { name: 'Old Name', board: 'CBSE', city: 'Delhi' },
        after: { name: 'New Name', board: 'ICSE', city: 'Mumbai' },
      },
    });
  });

  it("answers 422 on another school's code in any case, and changes nothing", async () => {
    const other = await createSchool(t.db);
    const school = await createSchool(t.db);
    const before = await dbState(t.db);
    const res = await send(
      'PUT',
      `/api/superadmin/schools/${school.id}`,
      validSchool({ code: other.code.toLowerCase() }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ['Code has already been taken.'] });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 422 with field errors for a broken body, and changes nothing', async () => {
    const school = await createSchool(t.db);
    const before = await dbState(t.db);
    const res = await send('PUT', `/api/superadmin/schools/${school.id}`, { name: '', code: school.code });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['board', 'name']);
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 404 for a missing school', async () => {
    const before = await dbState(t.db);
    const res = await send('PUT', '/api/superadmin/schools/999999', validSchool());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'School not found.' });
    expect(await dbState(t.db)).toEqual(before);
  });
});

describe('DELETE /api/superadmin/schools/:id', () => {
  it('deletes an empty school and keeps the whole record in the audit entry', async () => {
    const school = await createSchool(t.db, { name: 'Closing School', city: 'Agra' });
    const auditBefore = await lastAuditId(t.db);
    const res = await send('DELETE', `/api/superadmin/schools/${school.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'School deleted successfully!' });
    expect(await schoolRow(school.id)).toBeUndefined();
    expect(
      (await call(t.app, s.sa, { method: 'GET', url: `/api/superadmin/schools/${school.id}` })).statusCode,
    ).toBe(404);

    const [audit, ...more] = await auditsOfEvent(t.db, 'school_deleted', auditBefore);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      user_id: s.superadmin.id,
      school_id: school.id,
      properties: {
        before: {
          id: school.id,
          name: 'Closing School',
          code: school.code,
          city: 'Agra',
          board: 'CBSE',
          admins: [],
        },
      },
    });
  });

  it('removes its logo and gallery files once deleted; the audit entry keeps gallery, notices and settings', async () => {
    const admin = await schoolAdminSession(t.db);
    const upload = async (url: string, field: string) => {
      const res = await call(t.app, admin.token, {
        method: 'POST',
        url: `/api/school/profile/${url}`,
        ...multipart([{ name: field, filename: 'a.png', contentType: 'image/png', data: PNG_1X1 }]),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await upload('logo', 'logo');
    await upload('gallery', 'images');
    const notice = { title: 'Closing', body: 'We are closing.', publish_date: '2026-11-20' };
    const posted = await call(t.app, admin.token, {
      method: 'POST',
      url: '/api/school/notices',
      payload: notice,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const school = await schoolRow(admin.schoolId);
    const images = await t.db
      .selectFrom('school_gallery_images')
      .selectAll()
      .where('school_id', '=', admin.schoolId)
      .execute();
    const files = [school!.logo_path!, ...images.map((image) => image.path)];
    const onDisk = (file: string) => fs.existsSync(path.join(t.config.storageDir, file));
    expect(files.map(onDisk)).toEqual([true, true]);

    // The admin link goes first: a school with an admin is deleted the same way.
    const auditBefore = await lastAuditId(t.db);
    const res = await send('DELETE', `/api/superadmin/schools/${admin.schoolId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(files.map(onDisk)).toEqual([false, false]);
    const [audit] = await auditsOfEvent(t.db, 'school_deleted', auditBefore);
    expect(audit!.properties).toMatchObject({
      before: {
        logo_path: files[0],
        gallery: [{ id: images[0]!.id, path: files[1], name: 'a.png' }],
        notices: [notice],
      },
    });
  });

  it('takes the admin link with it but keeps the admin user', async () => {
    const { school, user } = await createSchoolAdmin(t.db);
    const res = await send('DELETE', `/api/superadmin/schools/${school.id}`);
    expect(res.statusCode).toBe(200);
    const links = await t.db.selectFrom('school_admins').selectAll().where('user_id', '=', user.id).execute();
    expect(links).toEqual([]);
    const kept = await call(t.app, s.sa, { method: 'GET', url: `/api/superadmin/users/${user.id}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ id: user.id, school: null, roles: [{ name: 'school_admin' }] });

    const [audit] = await auditsOfEvent(t.db, 'school_deleted', 0).then((a) =>
      a.filter((x) => x.school_id === school.id),
    );
    expect(audit!.properties).toMatchObject({
      before: { admins: [expect.objectContaining({ user_id: user.id, designation: 'Principal' })] },
    });
  });

  it.each([
    ['students', async (schoolId: number) => void (await createStudent(t.db, schoolId))],
    ['teachers', async (schoolId: number) => void (await createTeacher(t.db, schoolId))],
  ])(
    'answers 409 with the spec message for a school with %s, and deletes nothing',
    async (_what, addPerson) => {
      const { school } = await createSchoolAdmin(t.db);
      await addPerson(school.id);
      const before = await dbState(t.db);
      const res = await send('DELETE', `/api/superadmin/schools/${school.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: SCHOOL_IN_USE });
      expect(await dbState(t.db)).toEqual(before);
    },
  );

  it('answers 404 for a missing school', async () => {
    const res = await send('DELETE', '/api/superadmin/schools/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'School not found.' });
  });
});

describe('POST /api/superadmin/schools/:id/activate and /deactivate', () => {
  it('deactivates and activates, auditing each change', async () => {
    const school = await createSchool(t.db);
    const auditBefore = await lastAuditId(t.db);

    const off = await send('POST', `/api/superadmin/schools/${school.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      success: true,
      message: 'School deactivated successfully!',
      data: { id: school.id, active: false },
    });
    expect(Boolean((await schoolRow(school.id))!.active)).toBe(false);
    const inactiveList = await call(t.app, s.sa, {
      method: 'GET',
      url: `/api/superadmin/schools?search=${school.code}&status=inactive`,
    });
    expect(inactiveList.json().data.schools.map((x: { id: number }) => x.id)).toEqual([school.id]);

    const on = await send('POST', `/api/superadmin/schools/${school.id}/activate`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'School activated successfully!',
      data: { id: school.id, active: true },
    });
    expect(Boolean((await schoolRow(school.id))!.active)).toBe(true);

    const deactivated = await auditsOfEvent(t.db, 'school_deactivated', auditBefore);
    const activated = await auditsOfEvent(t.db, 'school_activated', auditBefore);
    expect(deactivated).toEqual([
      expect.objectContaining({
        user_id: s.superadmin.id,
        school_id: school.id,
        properties: { before: { active: true }, after: { active: false } },
      }),
    ]);
    expect(activated).toEqual([
      expect.objectContaining({
        school_id: school.id,
        properties: { before: { active: false }, after: { active: true } },
      }),
    ]);
  });

  it('answers 200 without a new audit entry when the school already has that state', async () => {
    const school = await createSchool(t.db);
    const auditBefore = await lastAuditId(t.db);
    const res = await send('POST', `/api/superadmin/schools/${school.id}/activate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'School activated successfully!', data: { active: true } });
    expect(await lastAuditId(t.db)).toBe(auditBefore);
  });

  it.each(['activate', 'deactivate'])('answers 404 to %s a missing school', async (action) => {
    const res = await send('POST', `/api/superadmin/schools/999999/${action}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'School not found.' });
  });
});

describe('each change and its audit entry are one transaction', () => {
  it('creates, updates or deletes nothing when the audit entry cannot be written', async () => {
    const school = await createSchool(t.db, { name: 'Stays As Is' });
    const count = await countSchools();
    const payload = validSchool();

    const [created, updated, deleted, deactivated] = await withAuditTableMissing(t.db, async () => [
      await send('POST', '/api/superadmin/schools', payload),
      await send(
        'PUT',
        `/api/superadmin/schools/${school.id}`,
        validSchool({ name: 'Changed', code: school.code }),
      ),
      await send('DELETE', `/api/superadmin/schools/${school.id}`),
      await send('POST', `/api/superadmin/schools/${school.id}/deactivate`),
    ]);
    for (const res of [created, updated, deleted, deactivated]) {
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(SERVER_ERROR);
    }
    expect(await countSchools()).toBe(count);
    const row = await schoolRow(school.id);
    expect(row).toMatchObject({ name: 'Stays As Is' });
    expect(Boolean(row!.active)).toBe(true);
    const byCode = await t.db
      .selectFrom('schools')
      .select('id')
      .where('code', '=', payload.code.toUpperCase())
      .execute();
    expect(byCode).toEqual([]);
  });
});

describe('changing schools needs a superadmin', () => {
  const calls = (id: number) =>
    [
      ['POST', '/api/superadmin/schools', validSchool()],
      ['PUT', `/api/superadmin/schools/${id}`, validSchool({ name: 'Hijacked' })],
      ['DELETE', `/api/superadmin/schools/${id}`, undefined],
      ['POST', `/api/superadmin/schools/${id}/deactivate`, undefined],
      ['POST', `/api/superadmin/schools/${id}/activate`, undefined],
    ] as const;

  it('answers 401 without a token and changes nothing', async () => {
    const school = await createSchool(t.db);
    const before = await dbState(t.db);
    for (const [method, url, payload] of calls(school.id)) {
      const res = await send(method, url, payload, null);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED);
    }
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 403 to a school_admin, even for their own school, and changes nothing', async () => {
    const own = await t.db
      .selectFrom('school_admins')
      .select('school_id')
      .where('user_id', '=', s.schoolAdmin.id)
      .executeTakeFirstOrThrow();
    const other = await createSchool(t.db, { active: false });
    const before = await dbState(t.db);
    for (const id of [own.school_id, other.id]) {
      for (const [method, url, payload] of calls(id)) {
        const res = await as(t.app, s.adminToken, { method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
    }
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 401 and 403 before looking at the body', async () => {
    const empty = await send('POST', '/api/superadmin/schools', {}, null);
    expect(empty.statusCode).toBe(401);
    const forbidden = await as(t.app, s.adminToken, {
      method: 'POST',
      url: '/api/superadmin/schools',
      payload: {},
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(FORBIDDEN);
  });
});
