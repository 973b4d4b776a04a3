import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
import { signIn } from '../helpers/http';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Two active superadmins, each taking the other out at the same instant: whichever order the
 * database settles on, one of them is refused and an active superadmin remains.
 */
let t: TestApp;
let teacherRole: number;
beforeAll(async () => {
  t = await createTestApp();
  teacherRole = (
    await t.db.selectFrom('roles').select('id').where('name', '=', 'teacher').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

type Takeout = (app: FastifyInstance, token: string, targetId: number) => ReturnType<typeof call>;
const TAKEOUTS: Record<string, Takeout> = {
  suspend: (app, token, id) =>
    call(app, token, { method: 'POST', url: `/api/superadmin/users/${id}/suspend` }),
  delete: (app, token, id) => call(app, token, { method: 'DELETE', url: `/api/superadmin/users/${id}` }),
  demote: (app, token, id) =>
    call(app, token, {
      method: 'POST',
      url: `/api/superadmin/users/${id}/assign-roles`,
      payload: { role_ids: [teacherRole] },
    }),
};

async function activeSuperadmins(): Promise<number> {
  const row = await t.db
    .selectFrom('role_user')
    .innerJoin('roles', 'roles.id', 'role_user.role_id')
    .innerJoin('users', 'users.id', 'role_user.user_id')
    .where('roles.name', '=', 'superadmin')
    .where('users.status', '=', 'active')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the last active superadmin', () => {
  for (const [first, second] of [
    ['suspend', 'suspend'],
    ['delete', 'delete'],
    ['demote', 'demote'],
    ['suspend', 'delete'],
    ['demote', 'suspend'],
  ] as const) {
    it(`survives ${first} and ${second} of each other at once, round after round`, async () => {
      for (let round = 0; round < 4; round++) {
        // Only these two are active superadmins: every earlier one has been taken out or demoted.
        await t.db.updateTable('users').set({ status: 'suspended' }).where('status', '=', 'active').execute();
        const [a, b] = await Promise.all([
          createUser(t.db, { roles: ['superadmin'] }),
          createUser(t.db, { roles: ['superadmin'] }),
        ]);
        const [ta, tb] = await Promise.all([
          signIn(t.app, a.email, a.password),
          signIn(t.app, b.email, b.password),
        ]);
        const answers = await Promise.all([
          TAKEOUTS[first]!(t.app, ta.token, b.id),
          TAKEOUTS[second]!(t.app, tb.token, a.id),
        ]);
        const statuses = answers.map((r) => r.statusCode).sort();
        expect(statuses).toEqual([200, 409]);
        const refused = answers.find((r) => r.statusCode === 409)!;
        expect(refused.json().message).toMatch(
          /^Cannot (suspend|delete|remove the role of) the last active superadmin\.$/,
        );
        expect(await activeSuperadmins()).toBe(1);
      }
    });
  }
});
