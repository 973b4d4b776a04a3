import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRole,
  createSchool,
  createSchoolAdmin,
  createUser,
  DEFAULT_PASSWORD,
} from '../helpers/factories';
import { as, freshIp, signIn } from '../helpers/http';
import { createStudent, createTeacher } from '../helpers/people';
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

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
  for (const role of ['clerk', 'librarian', 'accountant']) await createRole(t.db, role);
});
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token: string | null = s.sa,
) => call(t.app, token, { method, url, ...(payload ? { payload } : {}) });
const me = (token: string) => as(t.app, token, { method: 'GET', url: '/api/me' });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: freshIp() });
const userRow = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
const countUsers = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('c'))
        .executeTakeFirstOrThrow()
    ).c,
  );

const newUser = (overrides: object = {}) => ({
  name: 'Kavya Iyer',
  email: `kavya.${marker()}@school.example`,
  phone: '+91 98450 00000',
  password: 'Str0ng#Pass',
  password_confirmation: 'Str0ng#Pass',
  role: 'school_admin',
  ...overrides,
});

describe('POST /api/superadmin/users', () => {
  it('creates an active user with one role, e-mail in lower case, and audits it without the password', async () => {
    const school = await createSchool(t.db);
    const employeeCode = `T-${marker()}`;
    const payload = newUser({
      email: `Kavya.${marker()}@School.EXAMPLE`,
      role: 'teacher',
      school_id: school.id,
      gender: 'female',
      employee_code: employeeCode,
    });
    const auditBefore = await lastAuditId(t.db);
    const res = await send('POST', '/api/superadmin/users', payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'User created successfully!' });
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: 'Kavya Iyer',
      email: payload.email.toLowerCase(),
      phone: '+91 98450 00000',
      status: 'active',
      profile_picture: null,
      roles: [{ id: expect.any(Number), name: 'teacher', display_name: 'Teacher' }],
      school: { id: school.id, name: school.name, code: school.code },
      last_login_at: null,
      locked_until: null,
      email_verified_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(res.body).not.toContain('Str0ng#Pass');

    const row = await userRow(body.data.id);
    expect(row!.email).toBe(payload.email.toLowerCase());
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);

    // A teacher of that school, as its Teachers screen lists them.
    const teacher = await t.db
      .selectFrom('teachers')
      .selectAll()
      .where('user_id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(teacher).toMatchObject({
      school_id: school.id,
      employee_code: employeeCode,
      gender: 'female',
    });

    const [audit, ...more] = await auditsOfEvent(t.db, 'user_created', auditBefore);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      user_id: s.superadmin.id,
      school_id: school.id,
      properties: {
        after: {
          name: 'Kavya Iyer',
          email: payload.email.toLowerCase(),
          phone: '+91 98450 00000',
          status: 'active',
          role: 'teacher',
          teacher: { id: teacher.id, school_id: school.id },
        },
      },
    });
    expect(JSON.stringify(audit)).not.toContain('Str0ng#Pass');

    // The new user signs in with that password, in any case of the e-mail.
    expect((await login(payload.email.toUpperCase(), 'Str0ng#Pass')).statusCode).toBe(200);
  });

  it('creates an inactive user who cannot sign in until approved', async () => {
    const payload = newUser({ status: 'inactive', role: 'school_admin', phone: '' });
    const res = await send('POST', '/api/superadmin/users', payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'inactive',
      phone: null,
      roles: [{ name: 'school_admin' }],
    });
    expect((await login(payload.email, payload.password)).statusCode).toBe(403);
  });

  it('answers 422 with a message per missing field, and creates nothing', async () => {
    const before = await dbState(t.db);
    const res = await send('POST', '/api/superadmin/users', {});
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({
      name: ['Name is required.'],
      email: ['Email is required.'],
      password: ['Password is required.'],
      password_confirmation: ['Password confirmation is required.'],
      role: ['Role is required.'],
    });
    expect(body.message).toBe('Name is required.');
    expect(await dbState(t.db)).toEqual(before);
  });

  it.each([
    [{ password_confirmation: 'Different#1' }, 'password', 'Password confirmation does not match.'],
    [{ email: 'not-an-email' }, 'email', 'Email must be a valid email address.'],
    [{ role: 'wizard' }, 'role', 'The selected role is invalid.'],
    [
      { password: 'short', password_confirmation: 'short' },
      'password',
      'Password must be at least 8 characters.',
    ],
    [{ status: 'suspended' }, 'status', 'Status must be one of: active, inactive.'],
  ])('answers 422 for %j and creates nothing', async (change, field, message) => {
    const before = await dbState(t.db);
    const res = await send('POST', '/api/superadmin/users', newUser(change));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message, errors: { [field]: [message] } });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 422 on an e-mail that exists in another case, and creates nothing', async () => {
    const existing = await createUser(t.db);
    const before = await dbState(t.db);
    const res = await send('POST', '/api/superadmin/users', newUser({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'Email has already been taken.',
      errors: { email: ['Email has already been taken.'] },
    });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('reports every broken rule at once: taken e-mail, unknown role, weak password', async () => {
    const existing = await createUser(t.db);
    const res = await send(
      'POST',
      '/api/superadmin/users',
      newUser({ email: existing.email, role: 'wizard', password: 'short', password_confirmation: 'short' }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password', 'role']);
  });

  it('applies the password policy of the security settings', async () => {
    await t.db
      .insertInto('platform_settings')
      .values({
        group: 'security',
        value: JSON.stringify({ password_min_length: 12, require_special_chars: true }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    try {
      const res = await send(
        'POST',
        '/api/superadmin/users',
        newUser({ password: 'abcdefgh1', password_confirmation: 'abcdefgh1' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toEqual([
        'Password must be at least 12 characters.',
        'Password must contain at least one special character.',
      ]);
    } finally {
      await t.db.deleteFrom('platform_settings').where('group', '=', 'security').execute();
    }
  });
});

describe('PUT /api/superadmin/users/:id', () => {
  it('updates name, e-mail and phone, keeps the password when it is blank, and audits before and after', async () => {
    const user = await createUser(t.db, { name: 'Old Name', phone: '111', roles: ['teacher'] });
    const { token } = await signIn(t.app, user.email, user.password);
    const auditBefore = await lastAuditId(t.db);
    const email = `New.${marker()}@Example.com`;
    const res = await send('PUT', `/api/superadmin/users/${user.id}`, {
      name: 'New Name',
      email,
      phone: '222 2222',
      password: '',
      password_confirmation: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User updated successfully!',
      data: {
        id: user.id,
        name: 'New Name',
        email: email.toLowerCase(),
        phone: '222 2222',
        status: 'active',
        roles: [{ name: 'teacher' }],
      },
    });
    expect(await userRow(user.id)).toMatchObject({
      name: 'New Name',
      email: email.toLowerCase(),
      password_hash: user.password_hash,
    });
    // A new e-mail ends the user's sessions (and reset links); the password stays as it was.
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(email, DEFAULT_PASSWORD)).statusCode).toBe(200);

    const [audit] = await auditsOfEvent(t.db, 'user_updated', auditBefore);
    expect(audit).toMatchObject({
      user_id: s.superadmin.id,
      properties: {
        before: { name: 'Old Name', email: user.email, phone: '111', status: 'active', roles: ['teacher'] },
        after: {
          name: 'New Name',
          email: email.toLowerCase(),
          phone: '222 2222',
          status: 'active',
          roles: ['teacher'],
        },
        password_changed: false,
      },
    });
  });

  it("changes the password and signs the user out everywhere, while the superadmin's session goes on", async () => {
    const user = await createUser(t.db, { roles: ['student'] });
    const first = await signIn(t.app, user.email, user.password);
    const second = await signIn(t.app, user.email, user.password);
    const auditBefore = await lastAuditId(t.db);
    const res = await send('PUT', `/api/superadmin/users/${user.id}`, {
      name: user.name,
      email: user.email,
      password: 'Brand#New#Pass1',
      password_confirmation: 'Brand#New#Pass1',
    });
    expect(res.statusCode).toBe(200);
    for (const token of [first.token, second.token]) {
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(UNAUTHENTICATED);
    }
    expect((await me(s.sa)).statusCode).toBe(200);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Brand#New#Pass1')).statusCode).toBe(200);
    const [audit] = await auditsOfEvent(t.db, 'user_updated', auditBefore);
    expect(audit!.properties).toMatchObject({ password_changed: true });
    expect(JSON.stringify(audit)).not.toContain('Brand#New#Pass1');
  });

  it('keeps the session of a superadmin who changes their own password here, and ends their others', async () => {
    const admin = await createUser(t.db, { roles: ['superadmin'] });
    const current = await signIn(t.app, admin.email, admin.password);
    const other = await signIn(t.app, admin.email, admin.password);
    const res = await send(
      'PUT',
      `/api/superadmin/users/${admin.id}`,
      {
        name: admin.name,
        email: admin.email,
        password: 'Own#New#Pass1',
        password_confirmation: 'Own#New#Pass1',
      },
      current.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await me(current.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
  });

  it("suspends through the status field and ends the user's sessions", async () => {
    const user = await createUser(t.db, { roles: ['teacher'] });
    const { token } = await signIn(t.app, user.email, user.password);
    const res = await send('PUT', `/api/superadmin/users/${user.id}`, {
      name: user.name,
      email: user.email,
      status: 'suspended',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('suspended');
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(s.sa)).statusCode).toBe(200);
  });

  it('changes the main role and keeps the others', async () => {
    const user = await createUser(t.db, { roles: ['clerk', 'librarian'] });
    const res = await send('PUT', `/api/superadmin/users/${user.id}`, {
      name: user.name,
      email: user.email,
      role: 'accountant',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.roles.map((r: { name: string }) => r.name)).toEqual(['accountant', 'librarian']);
  });

  it('accepts the own e-mail in another case', async () => {
    const user = await createUser(t.db);
    const res = await send('PUT', `/api/superadmin/users/${user.id}`, {
      name: user.name,
      email: user.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(user.email);
  });

  it.each([
    [
      { password: 'Another#Pass1', password_confirmation: 'Mismatch#1' },
      'password',
      'Password confirmation does not match.',
    ],
    [
      { password: 'short', password_confirmation: 'short' },
      'password',
      'Password must be at least 8 characters.',
    ],
    [{ name: '' }, 'name', 'Name is required.'],
    [{ email: 'broken' }, 'email', 'Email must be a valid email address.'],
    [{ role: 'wizard' }, 'role', 'The selected role is invalid.'],
  ])('answers 422 for %j and changes nothing', async (change, field, message) => {
    const user = await createUser(t.db, { roles: ['teacher'] });
    const { token } = await signIn(t.app, user.email, user.password);
    const before = await dbState(t.db);
    const res = await send('PUT', `/api/superadmin/users/${user.id}`, {
      name: 'Changed',
      email: user.email,
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message, errors: { [field]: [message] } });
    expect(await dbState(t.db)).toEqual(before);
    expect((await me(token)).statusCode).toBe(200);
  });

  it("answers 422 on another user's e-mail in any case, and changes nothing", async () => {
    const other = await createUser(t.db);
    const user = await createUser(t.db);
    const before = await dbState(t.db);
    const res = await send('PUT', `/api/superadmin/users/${user.id}`, {
      name: user.name,
      email: other.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email has already been taken.'] });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 409 to a superadmin who suspends or deactivates themselves here', async () => {
    const before = await dbState(t.db);
    for (const status of ['suspended', 'inactive']) {
      const res = await send('PUT', `/api/superadmin/users/${s.superadmin.id}`, {
        name: s.superadmin.name,
        email: s.superadmin.email,
        status,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        message: 'You cannot suspend or deactivate your own account.',
      });
    }
    expect(await dbState(t.db)).toEqual(before);
    expect((await me(s.sa)).statusCode).toBe(200);
  });

  it('answers 409 when a new role would drop the school_admin role of a school admin', async () => {
    const { user, school } = await createSchoolAdmin(t.db);
    const before = await dbState(t.db);
    const res = await send('PUT', `/api/superadmin/users/${user.id}`, {
      name: user.name,
      email: user.email,
      role: 'clerk',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: `This user administers ${school.name}; remove them as its admin first.`,
    });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 404 for a missing user', async () => {
    const before = await dbState(t.db);
    const res = await send('PUT', '/api/superadmin/users/999999', {
      name: 'X',
      email: `x.${marker()}@example.com`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'User not found.' });
    expect(await dbState(t.db)).toEqual(before);
  });
});

describe('DELETE /api/superadmin/users/:id', () => {
  it('deletes the user, ends their sessions, and keeps the record in the audit entry', async () => {
    const user = await createUser(t.db, { name: 'Leaving User', roles: ['teacher'] });
    const { token } = await signIn(t.app, user.email, user.password);
    const auditBefore = await lastAuditId(t.db);
    const res = await send('DELETE', `/api/superadmin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'User deleted successfully!' });
    expect(await userRow(user.id)).toBeUndefined();
    expect(
      (await send('PUT', `/api/superadmin/users/${user.id}`, { name: 'x', email: user.email })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, s.sa, { method: 'GET', url: `/api/superadmin/users/${user.id}` })).statusCode,
    ).toBe(404);
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);

    const [audit, ...more] = await auditsOfEvent(t.db, 'user_deleted', auditBefore);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      user_id: s.superadmin.id,
      properties: {
        before: {
          id: user.id,
          name: 'Leaving User',
          email: user.email,
          status: 'active',
          roles: [{ name: 'teacher' }],
        },
      },
    });
    expect(JSON.stringify(audit)).not.toContain('argon2');
    // The e-mail is free again.
    expect((await send('POST', '/api/superadmin/users', newUser({ email: user.email }))).statusCode).toBe(
      201,
    );
  });

  it('deletes a school admin and leaves the school without an admin', async () => {
    const { user, school } = await createSchoolAdmin(t.db);
    const res = await send('DELETE', `/api/superadmin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    const [audit] = (await auditsOfEvent(t.db, 'user_deleted')).filter(
      (a) => (a.properties?.before as { id: number }).id === user.id,
    );
    expect(audit!.properties).toMatchObject({
      before: { id: user.id, school: { id: school.id, name: school.name, code: school.code } },
    });
    const admin = await call(t.app, s.sa, {
      method: 'GET',
      url: `/api/superadmin/schools/${school.id}/admin`,
    });
    expect(admin.json()).toEqual({ success: true, data: null });
  });

  it('answers 409 to a superadmin deleting themselves', async () => {
    const before = await dbState(t.db);
    const res = await send('DELETE', `/api/superadmin/users/${s.superadmin.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'You cannot delete your own account.' });
    expect(await dbState(t.db)).toEqual(before);
    expect((await me(s.sa)).statusCode).toBe(200);
  });

  it.each([
    ['student', async (schoolId: number) => (await createStudent(t.db, schoolId)).user],
    ['teacher', async (schoolId: number) => (await createTeacher(t.db, schoolId)).user],
  ])('answers 409 for a user with a %s record, and deletes nothing', async (_kind, make) => {
    const school = await createSchool(t.db);
    const user = await make(school.id);
    const before = await dbState(t.db);
    const res = await send('DELETE', `/api/superadmin/users/${user.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'Cannot delete a user with student or teacher records. Remove them from their school first.',
    });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 404 for a missing user', async () => {
    const res = await send('DELETE', '/api/superadmin/users/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'User not found.' });
  });
});

describe('each change and its audit entry are one transaction', () => {
  it('creates, updates or deletes nothing when the audit entry cannot be written', async () => {
    const user = await createUser(t.db, { name: 'Unchanged', roles: ['teacher'] });
    const { token } = await signIn(t.app, user.email, user.password);
    const count = await countUsers();
    const payload = newUser();
    const answers = await withAuditTableMissing(t.db, async () => [
      await send('POST', '/api/superadmin/users', payload),
      await send('PUT', `/api/superadmin/users/${user.id}`, {
        name: 'Changed',
        email: user.email,
        password: 'Changed#Pass1',
        password_confirmation: 'Changed#Pass1',
      }),
      await send('DELETE', `/api/superadmin/users/${user.id}`),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(SERVER_ERROR);
    }
    expect(await countUsers()).toBe(count);
    expect(await userRow(user.id)).toMatchObject({ name: 'Unchanged', password_hash: user.password_hash });
    expect((await me(token)).statusCode).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', payload.email).execute()).toEqual(
      [],
    );
  });
});

describe('changing users needs a superadmin', () => {
  const calls = (id: number) =>
    [
      ['POST', '/api/superadmin/users', newUser({ role: 'school_admin' })],
      [
        'PUT',
        `/api/superadmin/users/${id}`,
        {
          name: 'Hijacked',
          email: `hijack.${marker()}@example.com`,
          password: 'Hijack#123',
          password_confirmation: 'Hijack#123',
        },
      ],
      ['DELETE', `/api/superadmin/users/${id}`, undefined],
    ] as const;

  it('answers 401 without a token and changes nothing', async () => {
    const user = await createUser(t.db, { roles: ['teacher'] });
    const before = await dbState(t.db);
    for (const [method, url, payload] of calls(user.id)) {
      const res = await send(method, url, payload, null);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED);
    }
    expect((await send('POST', '/api/superadmin/users', {}, null)).statusCode).toBe(401);
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 403 to a school_admin, also about themselves, and changes nothing', async () => {
    const user = await createUser(t.db, { roles: ['teacher'] });
    const before = await dbState(t.db);
    for (const id of [user.id, s.schoolAdmin.id, s.superadmin.id]) {
      for (const [method, url, payload] of calls(id)) {
        const res = await as(t.app, s.adminToken, { method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
    }
    const invalid = await as(t.app, s.adminToken, {
      method: 'POST',
      url: '/api/superadmin/users',
      payload: {},
    });
    expect(invalid.statusCode).toBe(403);
    expect(await dbState(t.db)).toEqual(before);
  });
});
