import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { portalGet, portalSchool, type PortalSchool } from './portal-school';

/*
 * The parent's main page is one request of a few indexed queries, whatever the size of the school
 * (the bench measures it on a school of 10,000 students): counted here from the queries the app
 * really runs, so that a query per child, per day or per notice is caught.
 */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

let t: TestApp;
let s: PortalSchool;
const counter = new QueryCounter();

beforeAll(async () => {
  t = await createTestApp({}, { appDb: (db) => db.withPlugin(counter) });
  s = await portalSchool(t);
});
afterAll(() => t.close());

describe("the parent's home page", () => {
  it('runs the same few queries whichever child and however many notices', async () => {
    const cost = async (url: string) => {
      await portalGet(t, s.father.token, url);
      counter.count = 0;
      await portalGet(t, s.father.token, url);
      return counter.count;
    };
    const first = await cost('/api/parent/home');
    // The session, the parent record, the children with this year's place, the working days, the
    // year's registers and marks, the newest notices with the unread count.
    expect(first).toBeLessThanOrEqual(8);
    expect(await cost(`/api/parent/home?student_id=${s.bala.id}`)).toBe(first);
  });
});
