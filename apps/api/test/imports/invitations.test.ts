import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import {
  checked,
  importOf,
  importSchool,
  run,
  studentRow,
  studentsFile,
  teacherRow,
  teachersFile,
  unique,
  uploaded,
} from '../helpers/imports';
import { createParent, createTeacher } from '../helpers/people';
import { mintToken, rowCounts } from '../helpers/route-requests';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Invitations of an import: each new account with an e-mail (a student who has one, a new parent,
 * a new teacher) is sent one mail with a link to set its password, in its reader's language (a new
 * account has none of its own: the platform's); accounts that were there are not invited again.
 */

let t: TestApp;

/** The platform's default language is Spanish here, so that a new account's mail says so. */
beforeAll(async () => {
  t = await createTestApp();
  const superadmin = await createUser(t.db, { roles: ['superadmin'] });
  const res = await call(t.app, await mintToken(t.db, superadmin.id), {
    method: 'PUT',
    url: '/api/superadmin/settings/platform',
    payload: {
      platform_name: 'Schoolwise',
      platform_description: null,
      default_timezone: 'Asia/Kolkata',
      default_currency: 'INR',
      default_language: 'es',
      maintenance_mode: false,
    },
  });
  if (res.statusCode !== 200) throw new Error(`platform settings answered ${res.statusCode}: ${res.body}`);
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (address: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body'])
    .where('to_address', '=', address.toLowerCase())
    .orderBy('id')
    .execute();

const SPANISH_SUBJECT = (name: string) => `Elija la contraseña de la cuenta de Schoolwise de ${name}`;

/** Sets the password through the mail's link, as its reader would, and signs in with it. */
async function acceptInvitation(body: string, email: string) {
  const link = new URL(/https?:\/\/\S+/.exec(body)![0]);
  expect(`${link.origin}${link.pathname}`).toBe('http://school.test/reset-password');
  expect(link.searchParams.get('email')).toBe(email);
  const password = 'Chosen#Password1';
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: {
      token: link.searchParams.get('token'),
      email,
      password,
      password_confirmation: password,
    },
  });
  expect(set.statusCode, set.body).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
  expect(login.statusCode, login.body).toBe(200);
}

describe('an import with invitations', () => {
  it('mails each new student with an e-mail and each new parent once; a known parent is not', async () => {
    const s = await importSchool(t.db);
    const known = await createParent(t.db, s.admin.schoolId, {
      user: { name: 'Known Parent', language: 'fr' },
    });
    const asha = `asha-${unique()}@example.com`;
    const ravi = `ravi-${unique()}@example.com`;
    const mira = `mira-${unique()}@example.com`;
    const sunil = `sunil-${unique()}@example.com`;
    const csv = studentsFile(
      studentRow({ name: 'Asha Rao', email: asha, parent_names: 'Ravi Rao', parent_emails: ravi }),
      studentRow({ name: 'Arun Rao', parent_names: 'Ravi Rao', parent_emails: ravi }),
      studentRow({ name: 'Bela Das', parent_names: 'Known Parent', parent_emails: known.user.email }),
      studentRow({ name: 'Mira Sen', email: mira, parent_names: 'Sunil Sen', parent_emails: sunil }),
    );
    const imp = await checked(t.app, s.admin.token, await uploaded(t.app, s.admin.token, 'students', csv));
    const res = await run(t.app, s.admin.token, imp, { invite: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(importOf(res).result).toEqual({
      created: 4,
      updated: 0,
      skipped: 0,
      parents_created: 2,
      parents_linked: 1,
      invited: 4,
    });
    for (const [address, name] of [
      [asha, 'Asha Rao'],
      [ravi, 'Ravi Rao'],
      [mira, 'Mira Sen'],
      [sunil, 'Sunil Sen'],
    ] as const) {
      const mails = await mailsTo(address);
      expect(mails.map((m) => m.subject)).toEqual([SPANISH_SUBJECT(name)]);
      expect(mails[0]!.body).toContain(`Hola, ${name}:`);
      expect(mails[0]!.body).toContain('Su escuela le ha invitado a Schoolwise.');
    }
    expect(await mailsTo(known.user.email)).toEqual([]);
    await acceptInvitation((await mailsTo(asha))[0]!.body, asha);
    await acceptInvitation((await mailsTo(ravi))[0]!.body, ravi);
  });

  it('mails each new teacher, not one matched by employee code', async () => {
    const admin = (await importSchool(t.db)).admin;
    const { user, teacher } = await createTeacher(t.db, admin.schoolId);
    const meera = `meera-${unique()}@example.com`;
    const csv = teachersFile(
      teacherRow({ name: 'Meera Iyer', email: meera, gender: 'female' }),
      teacherRow({ name: user.name, email: user.email, employee_code: teacher.employee_code! }),
    );
    const imp = await checked(t.app, admin.token, await uploaded(t.app, admin.token, 'teachers', csv));
    const res = await run(t.app, admin.token, imp, { invite: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(importOf(res).result).toMatchObject({ created: 1, updated: 1, invited: 1 });
    const mails = await mailsTo(meera);
    expect(mails.map((m) => m.subject)).toEqual([SPANISH_SUBJECT('Meera Iyer')]);
    expect(await mailsTo(user.email)).toEqual([]);
    await acceptInvitation(mails[0]!.body, meera);
  });

  it('mails nobody and makes no set-password link without invite', async () => {
    const s = await importSchool(t.db);
    const before = await rowCounts(t.db, ['mail_outbox', 'password_resets']);
    const students = await checked(
      t.app,
      s.admin.token,
      await uploaded(
        t.app,
        s.admin.token,
        'students',
        studentsFile(studentRow({ email: `own-${unique()}@example.com` }), studentRow()),
      ),
    );
    const teachers = await checked(
      t.app,
      s.admin.token,
      await uploaded(t.app, s.admin.token, 'teachers', teachersFile(teacherRow())),
    );
    for (const imp of [students, teachers]) {
      const res = await run(t.app, s.admin.token, imp, { invite: false });
      expect(res.statusCode, res.body).toBe(200);
      expect(importOf(res).result).toMatchObject({ invited: 0 });
    }
    expect(await rowCounts(t.db, ['mail_outbox', 'password_resets'])).toEqual(before);
  });
});
