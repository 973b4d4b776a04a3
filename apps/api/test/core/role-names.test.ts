import { CORE_ROLE_NAMES, CORE_ROLES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

describe('role display names', () => {
  it('are the one table of the contract, in the database and in every answer that names a role', async () => {
    const seeded = await t.db
      .selectFrom('roles')
      .select(['name', 'display_name'])
      .where('name', 'in', [...CORE_ROLES])
      .execute();
    expect(Object.fromEntries(seeded.map((r) => [r.name, r.display_name]))).toEqual(CORE_ROLE_NAMES);

    const me = await call(t.app, s.sa, { method: 'GET', url: '/api/me' });
    expect(me.json().data.roles).toContainEqual(
      expect.objectContaining({ name: 'superadmin', display_name: 'Super Administrator' }),
    );
    const options = await call(t.app, s.sa, { method: 'GET', url: '/api/superadmin/roles/options' });
    for (const role of CORE_ROLES) {
      expect(options.json().data.roles).toContainEqual(
        expect.objectContaining({ name: role, display_name: CORE_ROLE_NAMES[role] }),
      );
    }
  });
});
