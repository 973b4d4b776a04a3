import type { PerformanceStatistics } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type FactoryUser } from '../helpers/factories';
import { signIn } from '../helpers/http';
import { mintToken } from '../helpers/route-requests';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The performance statistics' active users and retention after sign-ins made through the API at
 * different times (the clock set back for each: Date alone, so timers and the database run as
 * usual), against what a client counts from the same story: the users who signed in within the
 * last 7 × 24 h, and of the users created over 30 days ago those who signed in within the last
 * 30 × 24 h. A user deleted after signing in is no longer one of the users, nor an active one.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

let t: TestApp;
let token: string;
let started: number;

/** A user created `days` ago (the factory stamps the present: the row is dated afterwards). */
async function userCreated(days: number, fields: { name?: string; roles?: string[] } = {}) {
  const user = await createUser(t.db, fields);
  await t.db
    .updateTable('users')
    .set({ created_at: iso(started - days * DAY) })
    .where('id', '=', user.id)
    .execute();
  return user;
}

/** Signs in through the API with the clock at `at` (the present when null). */
async function signInAt(user: FactoryUser, at: number | null) {
  if (at !== null) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  }
  try {
    await signIn(t.app, user.email, user.password);
  } finally {
    vi.useRealTimers();
  }
}

/** Each user: days before now they were created, and when they signed in (ms before now). */
const STORY = {
  weekAndMonth: { created: 100, signIns: [40 * DAY, 3 * DAY] },
  monthOnly: { created: 100, signIns: [10 * DAY] },
  lapsed: { created: 100, signIns: [40 * DAY] },
  newcomer: { created: 10, signIns: [2 * DAY] },
  // Outside the week, then just inside it: the latest sign-in is what counts.
  backThisWeek: { created: 100, signIns: [8 * DAY, 7 * DAY - 10 * MINUTE] },
  justBeforeTheWeek: { created: 100, signIns: [7 * DAY + MINUTE] },
  deleted: { created: 100, signIns: [2 * DAY] },
  never: { created: 100, signIns: [] },
  today: { created: 100, signIns: [0] },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  started = Date.now();
  const viewer = await userCreated(400, { roles: ['superadmin'] });
  token = await mintToken(t.db, viewer.id);
  for (const [name, { created, signIns }] of Object.entries(STORY)) {
    const user = await userCreated(created, { name });
    // Oldest first, as they happened; a sign-in "now" uses the real clock.
    for (const ago of signIns) await signInAt(user, ago === 0 ? null : started - ago);
    if (name === 'deleted') {
      const res = await call(t.app, token, { method: 'DELETE', url: `/api/superadmin/users/${user.id}` });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
}, 60_000);
afterAll(() => t.close());

describe('GET /api/superadmin/statistics/performance after sign-ins at different times', () => {
  it('counts the users active in the week and retained over the month as a client would', async () => {
    const res = await call(t.app, token, { method: 'GET', url: '/api/superadmin/statistics/performance' });
    expect(res.statusCode, res.body).toBe(200);
    const { engagement_metrics: metrics } = res.json<{ data: PerformanceStatistics }>().data;
    // Still within the 10 minutes that keep backThisWeek inside the week.
    expect(Date.now() - started).toBeLessThan(10 * MINUTE);

    // The story's users less the deleted one, and the viewer (who never signed in): 9.
    const users = Object.keys(STORY).length;
    const weekly = ['weekAndMonth', 'newcomer', 'backThisWeek', 'today'];
    // Created over 30 days ago: all of them but the newcomer.
    const olderUsers = users - 1;
    const retained = ['weekAndMonth', 'monthOnly', 'backThisWeek', 'justBeforeTheWeek', 'today'];
    const pct = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
    expect(metrics).toEqual({
      user_retention_rate: pct(retained.length, olderUsers),
      daily_active_users: 1,
      weekly_active_users: weekly.length,
      weekly_active_rate: pct(weekly.length, users),
    });
  });
});
