import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DB } from '../../src/db/connect';
import { AccessCache } from '../../src/modules/access/access-cache';
import { bumpAccessVersion } from '../../src/modules/access/access.repository';
import { createRole } from '../helpers/factories';
import { marker } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A role created bumps no access version, so the cache loads again when asked for a role id it
 * lacks. The load it answers with must have begun after the role was committed: one under way
 * may have read the roles before.
 */

/** Counts the cache's reads of every role, and holds their results back while `gate` is set. */
class RoleReads implements KyselyPlugin {
  count = 0;
  gate: Promise<void> | null = null;
  transformQuery({ node }: PluginTransformQueryArgs) {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // The snapshot's roles query is the one whose rows carry a `permission` next to a role.
    const row = result.rows[0];
    if (row && 'permission' in row && 'display_name' in row) {
      this.count++;
      if (this.gate) await this.gate;
    }
    return result;
  }
}

let t: TestApp;
let db: DB;
const reads = new RoleReads();
beforeAll(async () => {
  t = await createTestApp();
  db = connect(t.config.database).withPlugin(reads);
});
afterAll(async () => {
  await db.destroy();
  await t.close();
});

describe('the access cache asked for a role it lacks', () => {
  it('loads once for callers asking together, and not again once it holds the role', async () => {
    const cache = new AccessCache(db);
    const first = await cache.latest();
    const id = await createRole(t.db, marker('late'), ['schools_view']);
    expect(first.roles.has(id)).toBe(false);
    reads.count = 0;
    const [a, b] = await Promise.all([cache.at(first.version, [id]), cache.at(first.version, [id])]);
    expect(reads.count).toBe(1);
    expect(a).toBe(b);
    expect(a.version).toBe(first.version);
    expect([...a.roles.get(id)!.permissions]).toEqual(['schools_view']);
    await cache.at(first.version, [id]);
    expect(reads.count).toBe(1);
  });

  it('does not settle for a load that began before the role was committed', async () => {
    const cache = new AccessCache(db);
    await cache.latest();
    await bumpAccessVersion(t.db);
    let open!: () => void;
    reads.gate = new Promise((resolve) => (open = resolve));
    reads.count = 0;
    // A request that saw the new version starts a load; its roles are read, then held back.
    const stale = cache.latest();
    await expect.poll(() => reads.count).toBe(1);
    const id = await createRole(t.db, marker('meanwhile'));
    const asking = cache.at(0, [id]);
    reads.gate = null;
    open();
    expect((await stale).roles.has(id)).toBe(false);
    expect((await asking).roles.has(id)).toBe(true);
    expect(reads.count).toBe(2);
  });

  it('answers without a role that is not stored, after one load', async () => {
    const cache = new AccessCache(db);
    const held = await cache.latest();
    const missing = Math.max(...held.roles.keys()) + 1_000;
    reads.count = 0;
    expect((await cache.at(held.version, [missing])).roles.has(missing)).toBe(false);
    expect(reads.count).toBe(1);
  });
});
