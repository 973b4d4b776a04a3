import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser } from '../helpers/factories';
import { signIn } from '../helpers/http';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Superadmins taking each other out at the same instant (two, or five in a ring), and a demotion
 * racing a promotion it read too early: whichever order the database settles on, the change that
 * would leave none is refused and an active superadmin remains.
 */
let t: TestApp;
/** A role without a school record behind it, to demote to. */
let clerkRole: number;
beforeAll(async () => {
  t = await createTestApp();
  clerkRole = await createRole(t.db, 'clerk');
  await createRole(t.db, 'librarian');
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
      payload: { role_ids: [clerkRole] },
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
        // One change goes through. The other is refused as the last one's, or, when the first had
        // already ended its sender's sessions or role before it was read, finds its sender gone.
        const statuses = answers.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        const other = answers.find((r) => r.statusCode !== 200)!;
        expect([401, 403, 409]).toContain(other.statusCode);
        if (other.statusCode === 409)
          expect(other.json().message).toMatch(
            /^Cannot (suspend|delete|remove the role of) the last active superadmin\.$/,
          );
        expect(await activeSuperadmins()).toBe(1);
      }
    });
  }

  it('survives five superadmins each suspending the next at once, round after round', async () => {
    for (let round = 0; round < 4; round++) {
      await t.db.updateTable('users').set({ status: 'suspended' }).where('status', '=', 'active').execute();
      const five = await Promise.all(
        Array.from({ length: 5 }, () => createUser(t.db, { roles: ['superadmin'] })),
      );
      const tokens = await Promise.all(five.map((u) => signIn(t.app, u.email, u.password)));
      const answers = await Promise.all(
        five.map((_, i) => TAKEOUTS.suspend!(t.app, tokens[i]!.token, five[(i + 1) % 5]!.id)),
      );
      // A suspension ends the suspended one's sessions, so a request whose sender fell first is 401.
      for (const res of answers) {
        expect([200, 401, 409]).toContain(res.statusCode);
        if (res.statusCode === 409)
          expect(res.json().message).toBe('Cannot suspend the last active superadmin.');
      }
      expect(await activeSuperadmins()).toBeGreaterThanOrEqual(1);
    }
  });

  it('holds when a user is made superadmin while another request, which read them before, demotes them', async () => {
    const superadminRole = (
      await t.db.selectFrom('roles').select('id').where('name', '=', 'superadmin').executeTakeFirstOrThrow()
    ).id;
    for (let round = 0; round < 5; round++) {
      await t.db.updateTable('users').set({ status: 'suspended' }).where('status', '=', 'active').execute();
      const a = await createUser(t.db, { roles: ['superadmin'] });
      const b = await createUser(t.db, { roles: ['clerk'] });
      const { token } = await signIn(t.app, a.email, a.password);
      // The edits hash a new password between reading b's roles and writing, long enough for the
      // promotion to land: by then b is a superadmin, and a, counting b, gives the role up.
      const edit = (user: typeof a, role: string) =>
        call(t.app, token, {
          method: 'PUT',
          url: `/api/superadmin/users/${user.id}`,
          payload: {
            name: user.name,
            email: user.email,
            role,
            password: 'Another#pass1',
            password_confirmation: 'Another#pass1',
          },
        });
      const [promotion, ...demotions] = await Promise.all([
        call(t.app, token, {
          method: 'POST',
          url: `/api/superadmin/users/${b.id}/assign-roles`,
          payload: { role_ids: [superadminRole] },
        }),
        edit(b, 'librarian'),
        edit(a, 'clerk'),
      ]);
      expect(promotion.statusCode).toBe(200);
      for (const res of demotions) {
        expect([200, 409]).toContain(res.statusCode);
        if (res.statusCode === 409) {
          expect(res.json().message).toBe('Cannot remove the role of the last active superadmin.');
        }
      }
      expect(await activeSuperadmins()).toBeGreaterThanOrEqual(1);
    }
  });
});
