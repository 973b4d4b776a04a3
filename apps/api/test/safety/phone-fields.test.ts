import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createUser } from '../helpers/factories';
import { call, consoleSessions, dbState, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Every phone field of the API takes the one rule of the contract (optionalPhone): digits,
 * spaces and + - ( ), 7 to 20 characters; anything else is 422 with a field error and changes
 * nothing, and a number written as people write one is stored as typed.
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const MESSAGE = 'Phone must be 7 to 20 characters: digits, spaces and + - ( ).';
const GOOD = '+91 (22) 555-0100';
const BAD = ['abc1234', '12345', '1'.repeat(21), '555.0100.12', '+91\t22 5550100', '5550100 ext 12'];

let n = 0;
/** Each phone field: a request carrying `phone`, and where the stored value can be read back. */
const FIELDS: Record<
  string,
  () => Promise<{
    send: (phone: string) => Promise<{ statusCode: number; body: string; json: () => unknown }>;
    stored: () => Promise<string | null>;
  }>
> = {
  'POST /superadmin/users': async () => {
    const email = `phone${n++}@phones.test`;
    return {
      send: (phone) =>
        call(t.app, s.sa, {
          method: 'POST',
          url: '/api/superadmin/users',
          payload: {
            name: 'Phone Person',
            email,
            password: 'Password#123',
            password_confirmation: 'Password#123',
            role: 'school_admin',
            phone,
          },
        }),
      stored: async () =>
        (await t.db.selectFrom('users').select('phone').where('email', '=', email).executeTakeFirst())
          ?.phone ?? null,
    };
  },
  'PUT /superadmin/users/:id': async () => {
    const user = await createUser(t.db, { email: `phone${n++}@phones.test` });
    return {
      send: (phone) =>
        call(t.app, s.sa, {
          method: 'PUT',
          url: `/api/superadmin/users/${user.id}`,
          payload: { name: user.name, email: user.email, phone },
        }),
      stored: async () =>
        (await t.db.selectFrom('users').select('phone').where('id', '=', user.id).executeTakeFirstOrThrow())
          .phone,
    };
  },
  'PUT /me': async () => {
    const user = await createUser(t.db, { email: `phone${n++}@phones.test`, roles: ['superadmin'] });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    return {
      send: (phone) =>
        call(t.app, token, {
          method: 'PUT',
          url: '/api/me',
          payload: { name: user.name, email: user.email, phone },
        }),
      stored: async () =>
        (await t.db.selectFrom('users').select('phone').where('id', '=', user.id).executeTakeFirstOrThrow())
          .phone,
    };
  },
  'POST /superadmin/schools': async () => {
    const code = `PH${n++}${Date.now().toString(36)}`.toUpperCase();
    return {
      send: (phone) =>
        call(t.app, s.sa, {
          method: 'POST',
          url: '/api/superadmin/schools',
          payload: { name: 'Phone School', code, board: 'CBSE', phone },
        }),
      stored: async () =>
        (await t.db.selectFrom('schools').select('phone').where('code', '=', code).executeTakeFirst())
          ?.phone ?? null,
    };
  },
  'PUT /superadmin/schools/:id': async () => {
    const school = await createSchool(t.db);
    return {
      send: (phone) =>
        call(t.app, s.sa, {
          method: 'PUT',
          url: `/api/superadmin/schools/${school.id}`,
          payload: { name: school.name, code: school.code, board: school.board, phone },
        }),
      stored: async () =>
        (
          await t.db
            .selectFrom('schools')
            .select('phone')
            .where('id', '=', school.id)
            .executeTakeFirstOrThrow()
        ).phone,
    };
  },
  'POST /contact': async () => {
    const email = `visitor${n++}@phones.test`;
    return {
      send: (phone) =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: `10.9.${n % 250}.${n++ % 250}`,
          payload: {
            name: 'Visitor',
            email,
            subject: 'General Inquiry',
            message: 'Hello there, about phones.',
            phone,
          },
        }),
      stored: async () =>
        (
          await t.db
            .selectFrom('contact_messages')
            .select('phone')
            .where('email', '=', email)
            .executeTakeFirst()
        )?.phone ?? null,
    };
  },
};

describe.each(Object.entries(FIELDS))('the phone of %s', (_name, make) => {
  it.each(BAD)('refuses %j with 422 and the field error, changing nothing', async (phone) => {
    const field = await make();
    const before = await dbState(t.db);
    const res = await field.send(phone);
    expect(res.statusCode, res.body).toBe(422);
    expect((res.json() as { errors: Record<string, string[]> }).errors.phone).toEqual([MESSAGE]);
    expect(await dbState(t.db)).toEqual(before);
  });

  it('stores a number written with spaces and + - ( ) as typed', async () => {
    const field = await make();
    const res = await field.send(GOOD);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await field.stored()).toBe(GOOD);
  });
});
