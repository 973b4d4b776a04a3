import type {
  ActivityStatistics,
  AuditActivity,
  AuditLogList,
  GrowthStatistics,
  PlatformStatistics,
} from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../../src/modules/audit/audit.service';
import { dashboardStats } from '../../src/modules/school-dashboard/school-dashboard.service';
import { activityStatistics, growthStatistics } from '../../src/modules/statistics/statistics.service';
import { createSchool, createSchoolAdmin, createUser } from '../helpers/factories';
import { createStudent } from '../helpers/people';
import { call } from '../helpers/superadmin';
import { mintToken } from '../helpers/route-requests';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlatformTimeZone, zoneDay, zoneMidnight } from '../helpers/zone-days';

/*
 * Days are days of the platform timezone, not of UTC, on both consoles: rows either side of UTC's
 * midnight and of the zone's land on the zone's day in the statistics, the audit activity, the
 * audit list's date filters, "today" and the dashboards. One zone 5 h 30 ahead of UTC, one behind
 * it with DST; each on a database of its own so every row counted is one the test put there.
 */

const DAY = 86_400_000;
const utcMidnight = (ms: number) => Math.floor(ms / DAY) * DAY;
const iso = (ms: number) => new Date(ms).toISOString();

/** A user created at `at` (the factory stamps the present: the row is dated afterwards). */
async function userCreatedAt(t: TestApp, at: string, roles = ['teacher']) {
  const user = await createUser(t.db, { roles });
  await t.db.updateTable('users').set({ created_at: at }).where('id', '=', user.id).execute();
  return user;
}

async function insertSignIn(t: TestApp, at: number, userId: number, schoolId: number) {
  await t.db
    .insertInto('audit_logs')
    .values({
      event: 'user_login',
      description: 'signed in',
      user_id: userId,
      school_id: schoolId,
      ip_address: null,
      user_agent: null,
      properties: null,
      created_at: iso(at),
    })
    .execute();
}

describe.each(['Asia/Kolkata', 'America/New_York'])('in %s', (zone) => {
  let t: TestApp;
  let token: string;
  /** The instants put in, each a user created and a sign-in made then. */
  let instants: number[];
  const today = () => zoneDay(Date.now(), zone);
  const onDay = (date: string) => instants.filter((at) => zoneDay(at, zone) === date).length;

  beforeAll(async () => {
    t = await createTestApp();
    await setPlatformTimeZone(t.db, zone);
    const viewer = await userCreatedAt(t, '2001-01-01T00:00:00.000Z', ['superadmin']);
    token = await mintToken(t.db, viewer.id);
    const school = await createSchool(t.db, { created_at: '2001-01-01T00:00:00.000Z' });
    const now = Date.now();
    const local = zoneMidnight(now, zone);
    const utc = utcMidnight(now);
    // Either side of today's local midnight and of the last UTC midnight (one of them may lie
    // ahead: only instants already past are used).
    instants = [local - 1, local, utc - 1, utc].filter((at) => at < now - 1000);
    for (const at of instants) {
      const user = await userCreatedAt(t, iso(at));
      await insertSignIn(t, at, user.id, school.id);
    }
    // The case holds: the local midnight splits two days, the UTC one does not.
    expect(zoneDay(local - 1, zone)).not.toBe(zoneDay(local, zone));
    if (utc < now - 1000) expect(zoneDay(utc - 1, zone)).toBe(zoneDay(utc, zone));
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await call(t.app, token, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: T }>().data;
  };

  it('counts registrations and sign-ins of the statistics by the zone’s days', async () => {
    const { daily_activity: days } = await get<ActivityStatistics>(
      '/api/superadmin/statistics/activity?days=7',
    );
    expect(days.at(-1)!.date).toBe(today());
    for (const day of days) {
      expect(day.users_registered, day.date).toBe(onDay(day.date));
      expect(day.sign_ins, day.date).toBe(onDay(day.date));
    }
    const platform = await get<PlatformStatistics>('/api/superadmin/statistics/platform');
    expect(platform.activity.sign_ins_today).toBe(onDay(today()));
    const growth = await get<GrowthStatistics>('/api/superadmin/statistics/growth?period=daily');
    const periods = growth.growth_data;
    for (const p of periods) expect(p.new_users, p.period_start).toBe(onDay(p.period_start));
  });

  it('counts the audit activity by the zone’s days and filters the trail by them', async () => {
    const data = await get<AuditActivity>('/api/superadmin/audit/activity?days=7');
    expect(data.date_to).toBe(today());
    for (const day of data.daily_activity) {
      expect(day.school_logins, day.date).toBe(onDay(day.date));
      expect(day.new_registrations, day.date).toBe(onDay(day.date));
    }
    for (const date of new Set(instants.map((at) => zoneDay(at, zone)))) {
      const list = await get<AuditLogList>(
        `/api/superadmin/audit/logs?event=user_login&date_from=${date}&date_to=${date}`,
      );
      expect(list.pagination.total, date).toBe(onDay(date));
    }
  });
});

describe('a day of 25 hours (DST ends in New York on 1 November 2026)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds every row of the long day, and none of the days either side', async () => {
    const zone = 'America/New_York';
    const viewer = await userCreatedAt(t, '2001-01-01T00:00:00.000Z');
    const school = await createSchool(t.db);
    // 1 November runs from 04:00 UTC (EDT) to 05:00 UTC the day after (EST).
    const at = [
      '2026-11-01T03:59:59.999Z', // 31 October, 23:59:59 EDT
      '2026-11-01T04:00:00.000Z', // 1 November, 00:00 EDT
      '2026-11-02T04:30:00.000Z', // 1 November, 23:30 EST
      '2026-11-02T05:00:00.000Z', // 2 November, 00:00 EST
    ];
    for (const created_at of at) {
      await userCreatedAt(t, created_at);
      await insertSignIn(t, Date.parse(created_at), viewer.id, school.id);
    }
    const now = new Date('2026-11-03T15:00:00.000Z');
    const stats = await activityStatistics(t.db, 7, now, zone);
    const byDate = new Map(stats.daily_activity.map((d) => [d.date, d]));
    expect(byDate.get('2026-10-31')).toMatchObject({ users_registered: 1, sign_ins: 1 });
    expect(byDate.get('2026-11-01')).toMatchObject({ users_registered: 2, sign_ins: 2 });
    expect(byDate.get('2026-11-02')).toMatchObject({ users_registered: 1, sign_ins: 1 });
    const audit = await activity(t.db, 7, zone, now);
    const auditDays = new Map(audit.daily_activity.map((d) => [d.date, d]));
    expect(auditDays.get('2026-11-01')).toMatchObject({ new_registrations: 2, school_logins: 2 });
    expect(auditDays.get('2026-10-31')).toMatchObject({ new_registrations: 1, school_logins: 1 });
    const growth = await growthStatistics(t.db, 'daily', now, zone);
    const periods = new Map(growth.growth_data.map((p) => [p.period_start, p.new_users]));
    expect([periods.get('2026-10-31'), periods.get('2026-11-01'), periods.get('2026-11-02')]).toEqual([
      1, 2, 1,
    ]);
  });

  it("dates the school dashboard's month by the zone's today", async () => {
    const { school } = await createSchoolAdmin(t.db);
    const { student } = await createStudent(t.db, school.id);
    await t.db
      .updateTable('students')
      .set({ admission_date: '2026-12-01' })
      .where('id', '=', student.id)
      .execute();
    // 20:00 UTC on 30 November is already 1 December in Kolkata.
    const stats = await dashboardStats(t.db, school.id, new Date('2026-11-30T20:00:00.000Z'), 'Asia/Kolkata');
    expect(stats.enrollment_trend.at(-1)).toEqual({
      month: '2026-12',
      month_name: 'Dec 2026',
      enrollment_count: 1,
    });
  });
});
