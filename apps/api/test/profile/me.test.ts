import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpAccessVersion } from '../../src/modules/access/access.repository';
import { SCHOOL_ADMIN_PERMISSIONS } from '../../src/modules/permissions/catalogue';
import { assignRoleByName } from '../../src/modules/users/users.repository';
import { createRole, createSchoolAdmin, createUser } from '../helpers/factories';
import { as, freshIp, signIn } from '../helpers/http';
import { auditsOf, userRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function session(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  const { token } = await signIn(t.app, user.email, user.password);
  return { user, token };
}
const putMe = (token: string, payload: unknown) =>
  as(t.app, token, { method: 'PUT', url: '/api/me', payload: payload as object, remoteAddress: freshIp() });

describe('GET /api/me', () => {
  it('answers the signed-in user with roles and, for a school_admin, the school', async () => {
    const { user, school } = await createSchoolAdmin(t.db, { user: { phone: '+91 98765 43210' } });
    const { token } = await signIn(t.app, user.email, user.password);
    const res = await as(t.app, token, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: '+91 98765 43210',
      profile_picture: null,
      status: 'active',
      role: 'school_admin',
      roles: [{ id: expect.any(Number), name: 'school_admin', display_name: 'School Administrator' }],
      school: { id: school.id, name: school.name, code: school.code },
      permissions: [...SCHOOL_ADMIN_PERMISSIONS].sort(),
      language: null,
    });
  });

  it('lists the permissions of every role the user holds, and follows a change on the next call', async () => {
    await createRole(t.db, 'me_viewer', ['users_view', 'roles_view']);
    await createRole(t.db, 'me_auditor', ['audit_view', 'users_view']);
    const { user, token } = await session({ roles: ['me_viewer', 'me_auditor'] });
    const permissions = async () =>
      (await as(t.app, token, { method: 'GET', url: '/api/me' })).json<{ data: { permissions: string[] } }>()
        .data.permissions;
    expect(await permissions()).toEqual(['audit_view', 'roles_view', 'users_view']);

    await t.db.deleteFrom('role_user').where('user_id', '=', user.id).execute();
    await assignRoleByName(t.db, user.id, 'me_viewer');
    expect(await permissions()).toEqual(['roles_view', 'users_view']);
  });

  it('gives a superadmin every permission, those made later included', async () => {
    const { token } = await session({ roles: ['teacher', 'superadmin'] });
    const made = await t.db
      .insertInto('permissions')
      .values({
        name: 'reports_view',
        display_name: 'View reports',
        description: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('name')
      .executeTakeFirstOrThrow();
    await bumpAccessVersion(t.db);
    const all = (await t.db.selectFrom('permissions').select('name').orderBy('name').execute()).map(
      (p) => p.name,
    );
    const data = (await as(t.app, token, { method: 'GET', url: '/api/me' })).json().data;
    expect(data.permissions).toEqual(all);
    expect(data.permissions).toContain(made.name);
    expect(data.permissions).toContain('settings_mail_update');
  });

  it('gives the first role as the main role and no school key to other roles', async () => {
    const { user, token } = await session({ roles: ['teacher', 'parent'] });
    const res = await as(t.app, token, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.id).toBe(user.id);
    expect(data.role).toBe('teacher');
    expect(data.roles.map((r: { name: string }) => r.name)).toEqual(['teacher', 'parent']);
    for (const role of data.roles) expect(Object.keys(role).sort()).toEqual(['display_name', 'id', 'name']);
    expect(data).not.toHaveProperty('school');
  });

  it('answers role null and an empty roles list for a user without roles', async () => {
    const { token } = await session();
    const data = (await as(t.app, token, { method: 'GET', url: '/api/me' })).json().data;
    expect(data.role).toBeNull();
    expect(data.roles).toEqual([]);
  });

  it('answers school null for a school_admin without an assigned school', async () => {
    const { token } = await session({ roles: ['school_admin'] });
    const data = (await as(t.app, token, { method: 'GET', url: '/api/me' })).json().data;
    expect(data.school).toBeNull();
  });

  it('never exposes the password hash or other internal columns', async () => {
    const { token } = await session();
    const res = await as(t.app, token, { method: 'GET', url: '/api/me' });
    expect(res.body).not.toContain('argon2');
    expect(Object.keys(res.json().data).sort()).toEqual(
      [
        'email',
        'id',
        'language',
        'name',
        'permissions',
        'phone',
        'profile_picture',
        'role',
        'roles',
        'status',
      ].sort(),
    );
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Unauthenticated.' });
  });
});

describe('PUT /api/me', () => {
  it('updates name, e-mail (stored lower case) and phone, and answers the updated user', async () => {
    const { user, token } = await session({ roles: ['teacher'], phone: '111' });
    const res = await putMe(token, {
      name: '  Asha Verma  ',
      email: 'Asha.Verma@Example.COM',
      phone: '+91 90000 00001',
      current_password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      data: {
        id: user.id,
        name: 'Asha Verma',
        email: 'asha.verma@example.com',
        phone: '+91 90000 00001',
        role: 'teacher',
      },
    });
    const row = await userRow(t.db, user.id);
    expect(row).toMatchObject({
      name: 'Asha Verma',
      email: 'asha.verma@example.com',
      phone: '+91 90000 00001',
    });
    // GET /me agrees, and the new e-mail signs in whatever its case.
    expect((await as(t.app, token, { method: 'GET', url: '/api/me' })).json().data.email).toBe(
      'asha.verma@example.com',
    );
    await expect(signIn(t.app, 'ASHA.VERMA@example.com', user.password)).resolves.toBeDefined();
  });

  it('writes a user_updated audit entry with before and after', async () => {
    const { user, token } = await session({ phone: '123' });
    const res = await putMe(token, { name: 'New Name', email: user.email, phone: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phone).toBeNull();
    const entries = await auditsOf(t.db, user.id, 'user_updated');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.properties).toEqual({
      before: { name: user.name, email: user.email, phone: '123' },
      after: { name: 'New Name', email: user.email, phone: null },
    });
  });

  it('treats a missing phone as none', async () => {
    const { user, token } = await session({ phone: '555' });
    const res = await putMe(token, { name: user.name, email: user.email });
    expect(res.statusCode).toBe(200);
    expect((await userRow(t.db, user.id)).phone).toBeNull();
  });

  it('lets a user keep their own e-mail in another case', async () => {
    const { user, token } = await session();
    const res = await putMe(token, { name: user.name, email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(user.email);
  });

  describe('answers 422 per field and changes nothing', () => {
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ['name missing', { email: 'ok@example.com' }, { name: ['Name is required.'] }],
      ['name blank', { name: '   ', email: 'ok@example.com' }, { name: ['Name is required.'] }],
      [
        'name too long',
        { name: 'x'.repeat(256), email: 'ok@example.com' },
        { name: ['Name may not be greater than 255 characters.'] },
      ],
      ['email missing', { name: 'Someone' }, { email: ['Email is required.'] }],
      ['email empty', { name: 'Someone', email: '' }, { email: ['Email is required.'] }],
      [
        'email invalid',
        { name: 'Someone', email: 'not-an-email' },
        { email: ['Email must be a valid email address.'] },
      ],
      [
        'phone too long',
        { name: 'Someone', email: 'ok@example.com', phone: '1'.repeat(21) },
        { phone: ['Phone must be 7 to 20 characters: digits, spaces and + - ( ).'] },
      ],
    ];
    it.each(cases)('%s', async (_label, payload, errors) => {
      const { user, token } = await session();
      const before = await userRow(t.db, user.id);
      const res = await putMe(token, payload);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body).toEqual({ success: false, message: Object.values(errors)[0]![0], errors });
      expect(await userRow(t.db, user.id)).toEqual(before);
      expect(await auditsOf(t.db, user.id, 'user_updated')).toHaveLength(0);
    });

    it('reports every broken field at once', async () => {
      const { token } = await session();
      const res = await putMe(token, { phone: '1'.repeat(40) });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'phone']);
    });

    it('accepts a phone of exactly 20 characters', async () => {
      const { user, token } = await session();
      const res = await putMe(token, { name: user.name, email: user.email, phone: '9'.repeat(20) });
      expect(res.statusCode).toBe(200);
    });
  });

  it("answers 422 'Email has already been taken.' for another user's e-mail in any case, row unchanged", async () => {
    const other = await createUser(t.db);
    const { user, token } = await session();
    const before = await userRow(t.db, user.id);
    const res = await putMe(token, { name: 'Changed', email: other.email.toUpperCase(), phone: '4242424' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'Email has already been taken.',
      errors: { email: ['Email has already been taken.'] },
    });
    expect(await userRow(t.db, user.id)).toEqual(before);
    expect(await auditsOf(t.db, user.id, 'user_updated')).toHaveLength(0);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { name: 'Nobody', email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Unauthenticated.' });
    const found = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nobody@example.com')
      .execute();
    expect(found).toEqual([]);
  });
});
