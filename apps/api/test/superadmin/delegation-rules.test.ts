import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionIds, roleIds } from '../helpers/access';
import { createRole, createSchool, createSchoolAdmin, createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { createTeacher } from '../helpers/people';
import { mintToken } from '../helpers/route-requests';
import { auditsOfEvent, call, dbState, lastAuditId, marker } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { accessState } from '../helpers/access';

/*
 * The rules of delegation one by one, with the answers a delegate sees (test/safety/delegation.test.ts
 * walks them as a class), the superadmin role's grants in the trail, reserved permissions, and the
 * school a teacher or student made from the Users screen belongs to.
 */
let t: TestApp;
let sa: string;
let ids: Record<string, number>;
let roles: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const root = await createUser(t.db, { roles: ['superadmin'] });
  sa = await mintToken(t.db, root.id);
  ids = await permissionIds(t.db);
  await createRole(t.db, 'rules_plain');
  roles = await roleIds(t.db);
});
afterAll(() => t.close());

const send = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) =>
  call(t.app, token, {
    method,
    url,
    remoteAddress: freshIp(),
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  });

/** A signed-in user whose one role holds `permissions`. */
async function delegate(permissions: string[]) {
  const name = `rules_${marker()}`.toLowerCase();
  const roleId = await createRole(t.db, name, permissions);
  const user = await createUser(t.db, { roles: [name] });
  return { user, roleId, token: await mintToken(t.db, user.id) };
}

describe('an edit does only what the caller holds permissions for', () => {
  it.each([
    [
      { password: 'Another#pass1', password_confirmation: 'Another#pass1' },
      'Setting a password needs the Set user passwords permission.',
    ],
    [{ status: 'suspended' }, "Changing a user's status to suspended needs the Suspend users permission."],
    [{ status: 'inactive' }, "Changing a user's status to inactive needs the Suspend users permission."],
    [{ role: 'rules_plain' }, "Changing a user's roles needs the Assign roles permission."],
  ])('refuses %j to a holder of users_update alone (403), changing nothing', async (part, message) => {
    const { token } = await delegate(['users_update']);
    // No role: nothing the delegate would need to hold to manage them.
    const target = await createUser(t.db);
    const before = await dbState(t.db);
    const res = await send(token, 'PUT', `/api/superadmin/users/${target.id}`, {
      name: 'Changed',
      email: target.email,
      ...part,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message });
    expect(await dbState(t.db)).toEqual(before);
  });

  it("names the permission in the caller's language", async () => {
    const { token } = await delegate(['users_update']);
    // No role: nothing the delegate would need to hold to manage them.
    const target = await createUser(t.db);
    const res = await send(
      token,
      'PUT',
      `/api/superadmin/users/${target.id}`,
      {
        name: 'Changed',
        email: target.email,
        password: 'Another#pass1',
        password_confirmation: 'Another#pass1',
      },
      { 'accept-language': 'fr-FR' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('Définir le mot de passe des utilisateurs');
  });

  it('lets a holder of users_update and users_set_password set a password, and one of users_activate activate by the edit', async () => {
    const { token } = await delegate(['users_update', 'users_set_password', 'users_activate']);
    const target = await createUser(t.db, { status: 'suspended' });
    const res = await send(token, 'PUT', `/api/superadmin/users/${target.id}`, {
      name: target.name,
      email: target.email,
      status: 'active',
      password: 'Another#pass1',
      password_confirmation: 'Another#pass1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('active');
    // Unchanged parts need nothing: the same status and main role may be sent back as they are.
    const again = await send(token, 'PUT', `/api/superadmin/users/${target.id}`, {
      name: 'Renamed',
      email: target.email,
      status: 'active',
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('only a superadmin touches a superadmin', () => {
  it.each([
    ['PUT', '', { name: 'Root', email: 'root@evil.example' }],
    ['POST', '/suspend', undefined],
    ['DELETE', '', undefined],
    ['POST', '/assign-roles', { role_ids: [] as number[] }],
  ] as const)(
    'refuses %s %s on a superadmin to a holder of every users permission',
    async (method, suffix, payload) => {
      const { token } = await delegate([
        'users_view',
        'users_update',
        'users_set_password',
        'users_suspend',
        'users_delete',
        'users_assign_roles',
      ]);
      const root = await createUser(t.db, { roles: ['teacher', 'superadmin'] });
      const body = suffix === '/assign-roles' ? { role_ids: [roles.teacher] } : payload;
      const before = await dbState(t.db);
      const res = await send(token, method, `/api/superadmin/users/${root.id}${suffix}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only a superadmin can change a superadmin's account.");
      expect(await dbState(t.db)).toEqual(before);
    },
  );

  it('refuses to change an account holding a permission the caller lacks, naming it', async () => {
    const { token } = await delegate(['users_update']);
    await createRole(t.db, 'rules_auditor', ['audit_view', 'audit_export']);
    const auditor = await createUser(t.db, { roles: ['rules_auditor'] });
    const res = await send(token, 'PUT', `/api/superadmin/users/${auditor.id}`, {
      name: 'x',
      email: auditor.email,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'You cannot change an account that holds permissions you do not hold (audit_export, audit_view).',
    );
  });
});

describe('nobody grants what they do not hold', () => {
  it('refuses a delegate its own roles and its own role’s permissions', async () => {
    const { user, roleId, token } = await delegate(['users_assign_roles', 'roles_assign_permissions']);
    const before = await accessState(t.db);
    const own = await send(token, 'POST', `/api/superadmin/users/${user.id}/assign-roles`, {
      role_ids: [roleId, roles.rules_plain],
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change your own roles.');
    const ownRole = await send(token, 'POST', `/api/superadmin/roles/${roleId}/assign-permissions`, {
      permission_ids: [ids.users_assign_roles],
    });
    expect(ownRole.statusCode).toBe(403);
    expect(ownRole.json().message).toBe('You cannot change the permissions of a role you hold.');
    expect(await accessState(t.db)).toEqual(before);
  });

  it('lets a delegate hand on what it holds, and names what it does not', async () => {
    const { token } = await delegate(['roles_assign_permissions', 'users_view']);
    const target = await createRole(t.db, `rules_target_${marker()}`.toLowerCase());
    const fine = await send(token, 'POST', `/api/superadmin/roles/${target}/assign-permissions`, {
      permission_ids: [ids.users_view],
    });
    expect(fine.statusCode, fine.body).toBe(200);
    const before = await accessState(t.db);
    const beyond = await send(token, 'POST', `/api/superadmin/roles/${target}/assign-permissions`, {
      permission_ids: [ids.users_view, ids.users_delete, ids.audit_view],
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toBe(
      'You cannot grant or revoke permissions you do not hold: audit_view, users_delete.',
    );
    expect(await accessState(t.db)).toEqual(before);
  });

  it('refuses the superadmin role to a delegate, and a role holding more than it holds', async () => {
    const { token } = await delegate(['users_assign_roles', 'users_view']);
    const target = await createUser(t.db);
    const superadmin = await send(token, 'POST', `/api/superadmin/users/${target.id}/assign-roles`, {
      role_ids: [roles.superadmin],
    });
    expect(superadmin.statusCode).toBe(403);
    expect(superadmin.json().message).toBe(
      'Only a superadmin can give or take the Super Administrator role.',
    );
    const admin = await send(token, 'POST', `/api/superadmin/users/${target.id}/assign-roles`, {
      role_ids: [roles.school_admin],
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toMatch(
      /^You cannot give or take the role school_admin: it holds permissions you do not hold \(.*\bclasses_create, /,
    );
  });

  it('refuses a delegate to make itself the administrator of a school', async () => {
    const { user, token } = await delegate(['schools_assign_admin']);
    await t.db
      .insertInto('role_user')
      .values({ role_id: roles.school_admin!, user_id: user.id, created_at: new Date().toISOString() })
      .execute();
    const school = await createSchool(t.db);
    const before = await dbState(t.db);
    const res = await send(token, 'POST', `/api/superadmin/schools/${school.id}/assign-admin`, {
      user_id: user.id,
      designation: 'Principal',
      joining_date: '2026-01-01',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot make yourself the administrator of a school.');
    expect(await dbState(t.db)).toEqual(before);
  });
});

describe('reserved permissions stay with the superadmin role', () => {
  it('refuses settings_mail_update to every role, even from a superadmin (422), by any route', async () => {
    const role = await createRole(t.db, `rules_mail_${marker()}`.toLowerCase());
    const before = await accessState(t.db);
    const message = 'Only the superadmin role can hold settings_mail_update.';
    const created = await send(sa, 'POST', '/api/superadmin/roles', {
      name: `mailer_${marker()}`.toLowerCase(),
      permission_ids: [ids.settings_mail_update],
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ permission_ids: [message] });
    const assigned = await send(sa, 'POST', `/api/superadmin/roles/${role}/assign-permissions`, {
      permission_ids: [ids.settings_mail_update],
    });
    expect(assigned.statusCode).toBe(422);
    const attached = await send(sa, 'PUT', `/api/superadmin/permissions/${ids.settings_mail_update}`, {
      name: 'settings_mail_update',
      role_ids: [role],
    });
    expect(attached.statusCode).toBe(422);
    expect(attached.json().errors).toEqual({ role_ids: [message] });
    expect(await accessState(t.db)).toEqual(before);
  });

  it('keeps the e-mail settings from a holder of settings_update, who still saves the others', async () => {
    const { token } = await delegate(['settings_update', 'settings_view']);
    const mail = await send(token, 'PUT', '/api/superadmin/settings/email', {
      smtp_host: 'smtp.example.com',
      smtp_port: 587,
      from_email: 'no-reply@example.com',
    });
    expect(mail.statusCode).toBe(403);
    expect((await send(token, 'POST', '/api/superadmin/settings/email/test')).statusCode).toBe(403);
    const platform = await send(token, 'GET', '/api/superadmin/settings/platform');
    const saved = await send(token, 'PUT', '/api/superadmin/settings/platform', platform.json().data);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('the superadmin role in the trail', () => {
  it('records each grant and removal as its own security event, by every route that does it', async () => {
    const a = await createUser(t.db, { roles: ['rules_plain'] });
    const b = await createUser(t.db, { roles: ['rules_plain'] });
    const from = await lastAuditId(t.db);
    expect(
      (await send(sa, 'POST', `/api/superadmin/users/${a.id}/assign-roles`, { role_ids: [roles.superadmin] }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await send(sa, 'PUT', `/api/superadmin/users/${b.id}`, {
          name: b.name,
          email: b.email,
          role: 'superadmin',
        })
      ).statusCode,
    ).toBe(200);
    const created = await send(sa, 'POST', '/api/superadmin/users', {
      name: 'New Root',
      email: `root.${marker()}@example.com`,
      password: 'Str0ng#Pass',
      password_confirmation: 'Str0ng#Pass',
      role: 'superadmin',
    });
    expect(created.statusCode).toBe(201);
    expect(
      (
        await send(sa, 'POST', `/api/superadmin/users/${a.id}/assign-roles`, {
          role_ids: [roles.rules_plain],
        })
      ).statusCode,
    ).toBe(200);

    const granted = await auditsOfEvent(t.db, 'superadmin_role_granted', from);
    expect(granted.map((e) => e.properties!.user_id)).toEqual([a.id, b.id, created.json().data.id]);
    expect(granted[0]!.description).toBe(`Super Administrator role given to ${a.name} <${a.email}>`);
    const revoked = await auditsOfEvent(t.db, 'superadmin_role_revoked', from);
    expect(revoked.map((e) => e.properties!.user_id)).toEqual([a.id]);
    // A role change that keeps or never gives it writes no such entry.
    const plain = await createUser(t.db, { roles: ['rules_plain'] });
    const quiet = await lastAuditId(t.db);
    await send(sa, 'POST', `/api/superadmin/users/${plain.id}/assign-roles`, {
      role_ids: [roles.rules_plain, roles.school_admin],
    });
    expect(await auditsOfEvent(t.db, 'superadmin_role_granted', quiet)).toEqual([]);
  });
});

describe('a teacher or student made from the Users screen belongs to a school', () => {
  const account = () => ({
    name: 'Meera Nair',
    email: `meera.${marker()}@example.com`,
    password: 'Str0ng#Pass',
    password_confirmation: 'Str0ng#Pass',
  });

  it("is that school's teacher or student, listed by it and counted alike by the platform", async () => {
    const { school, user: admin } = await createSchoolAdmin(t.db);
    const adminToken = await mintToken(t.db, admin.id);
    // What the platform counts by role and what the school counts, before and after.
    const figures = async () => {
      const byRole = (await send(sa, 'GET', '/api/superadmin/statistics/users')).json().data.by_role;
      const own = (await send(sa, 'GET', `/api/superadmin/schools/${school.id}`)).json().data;
      return { teachers: byRole.teacher, students: byRole.student, own };
    };
    const before = await figures();
    const teacher = await send(sa, 'POST', '/api/superadmin/users', {
      ...account(),
      role: 'teacher',
      school_id: school.id,
      gender: 'female',
      employee_code: 'EMP-9',
    });
    expect(teacher.statusCode, teacher.body).toBe(201);
    expect(teacher.json().data.school).toEqual({ id: school.id, name: school.name, code: school.code });
    const student = await send(sa, 'POST', '/api/superadmin/users', {
      ...account(),
      role: 'student',
      school_id: school.id,
      gender: 'male',
      admission_no: 'ADM-9',
    });
    expect(student.statusCode, student.body).toBe(201);

    const teachers = await send(adminToken, 'GET', '/api/school/teachers');
    expect(teachers.json().data.teachers.map((x: { email: string }) => x.email)).toContain(
      teacher.json().data.email,
    );
    const students = await send(adminToken, 'GET', '/api/school/students');
    const listed = students
      .json()
      .data.students.find((x: { admission_no: string }) => x.admission_no === 'ADM-9');
    expect(listed).toMatchObject({ admission_no: 'ADM-9', gender: 'male', status: 'active', classes: [] });

    // Each is one more for the platform's count by role and for the school's own count.
    const after = await figures();
    expect(after.teachers - before.teachers).toBe(1);
    expect(after.students - before.students).toBe(1);
    expect(after.own.teachers_count - before.own.teachers_count).toBe(1);
    expect(after.own.students_count - before.own.students_count).toBe(1);
  });

  it.each([
    [{ role: 'teacher' }, ['school_id', 'gender', 'employee_code']],
    [{ role: 'student', school_id: 999999, gender: 'male', admission_no: 'A-1' }, ['school_id']],
    [{ role: 'parent', school_id: 1 }, ['role']],
  ])('answers 422 for %j naming %j, and creates nothing', async (payload, fields) => {
    const before = await dbState(t.db);
    const res = await send(sa, 'POST', '/api/superadmin/users', { ...account(), ...payload });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([...fields].sort());
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 422 for an admission number or employee code the school already uses', async () => {
    const school = await createSchool(t.db);
    const { teacher } = await createTeacher(t.db, school.id);
    const res = await send(sa, 'POST', '/api/superadmin/users', {
      ...account(),
      role: 'teacher',
      school_id: school.id,
      gender: 'other',
      employee_code: teacher.employee_code!.toLowerCase(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ employee_code: ['Employee code has already been taken.'] });
  });

  it('keeps roles and school records together when roles change', async () => {
    const school = await createSchool(t.db);
    const { user: teacher } = await createTeacher(t.db, school.id);
    const loose = await createUser(t.db, { roles: ['rules_plain'] });
    const before = await dbState(t.db);
    const orphan = await send(sa, 'POST', `/api/superadmin/users/${loose.id}/assign-roles`, {
      role_ids: [roles.rules_plain, roles.teacher],
    });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().errors.role_ids[0]).toMatch(/^A teacher belongs to a school/);
    const dropped = await send(sa, 'POST', `/api/superadmin/users/${teacher.id}/assign-roles`, {
      role_ids: [roles.rules_plain],
    });
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().message).toBe(
      'This user is a teacher of a school: the school removes them first (School console, Teachers).',
    );
    expect(await dbState(t.db)).toEqual(before);
    // Adding a role beside the kept teacher role is fine.
    const beside = await send(sa, 'POST', `/api/superadmin/users/${teacher.id}/assign-roles`, {
      role_ids: [roles.teacher, roles.rules_plain],
    });
    expect(beside.statusCode, beside.body).toBe(200);
  });
});
