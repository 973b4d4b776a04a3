import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool } from '../helpers/factories';
import {
  call,
  consoleSessions,
  FORBIDDEN,
  UNAUTHENTICATED,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlatformTimeZone, weekdayName, zoneDay, zoneMidnight } from '../helpers/zone-days';

/*
 * The platform statistics against figures this file works out itself: it inserts schools, users,
 * students, teachers, notices and sign-ins dated over the last 14 months, reads the rows back
 * with plain selects and counts them in JavaScript with its own calendar, then compares every
 * period choice and every window with what the API answers. Days are those of the platform
 * timezone, here one with DST (days of 23 and 25 hours fall within the year of rows) whose
 * midnight is not UTC's: a count by UTC day is off.
 */

const TZ = 'America/New_York';

let t: TestApp;
let s: ConsoleSessions;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const midnight = (ms: number) => zoneMidnight(ms, TZ);
const dayOf = (ms: number) => zoneDay(ms, TZ);
/** The first instant of the 1st of the month holding `ms`, in the zone. */
const firstOfMonth = (ms: number) => midnight(Date.parse(`${dayOf(ms).slice(0, 8)}01T12:00:00Z`));
/** The calendar date `days` after a YYYY-MM-DD date. */
const dateAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const utcMidnight = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};

/** A spread of instants over the last ~430 days, with the calendar's edges among them. */
function instants(count: number, seed: number): number[] {
  const now = Date.now();
  const today = midnight(now);
  const edges = [
    today, // 00:00 today
    today - 1, // the last millisecond of yesterday
    today - 6 * DAY, // the first day of a 7-day window
    today - 7 * DAY + HOUR, // just before it
    firstOfMonth(now), // the 1st of this month
    utcMidnight(now), // 00:00 UTC today, and the millisecond before: one local day holds both
    utcMidnight(now) - 1,
    now - 30 * DAY - HOUR, // just over 30 days ago
    now - 30 * DAY + HOUR, // just under
  ];
  const spread = Array.from({ length: count }, (_, i) => {
    const days = ((i + 1) * 37 * seed) % 430;
    const hours = ((i + 3) * 7 * seed) % 24;
    return Math.min(now - 1000, today - days * DAY + hours * HOUR + 1234);
  });
  return [...edges.filter((e) => e < now), ...spread];
}

let serial = 0;
async function insertUser(createdAt: number, status: 'active' | 'inactive' | 'suspended', role: string) {
  const n = serial++;
  const user = await t.db
    .insertInto('users')
    .values({
      name: `Stat User ${n}`,
      email: `stat-${n}@example.com`,
      phone: null,
      password_hash: 'not-a-hash',
      status,
      profile_picture: null,
      last_login_at: null,
      email_verified_at: null,
      created_at: iso(createdAt),
      updated_at: iso(createdAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: roleId } = await t.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', role)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('role_user')
    .values({ role_id: roleId, user_id: user.id, created_at: iso(createdAt) })
    .execute();
  return user.id;
}

const STATES = ['Kerala', 'Goa', null, 'Assam'] as const;
const BOARDS = ['CBSE', 'ICSE', 'State Board'] as const;
const STATUSES = ['active', 'inactive', 'suspended'] as const;
const STUDENT_STATUSES = ['active', 'active', 'inactive', 'alumni'] as const;

beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
  await setPlatformTimeZone(t.db, TZ);

  const schoolIds: number[] = [];
  for (const [i, at] of instants(14, 3).entries()) {
    const school = await createSchool(t.db, {
      state: STATES[i % STATES.length]!,
      board: BOARDS[i % BOARDS.length]!,
      active: i % 5 !== 4,
      created_at: iso(at),
      updated_at: iso(at),
    });
    schoolIds.push(school.id);
  }
  const userIds: number[] = [];
  for (const [i, at] of instants(40, 5).entries()) {
    userIds.push(await insertUser(at, STATUSES[i % 3]!, i % 2 ? 'parent' : 'teacher'));
  }
  // Students: uneven per school so the top schools have an order, some ties broken by id.
  // Some students' accounts are not active: an active record with such an account is not an
  // active student (docs/decisions.md).
  for (const [i, at] of instants(36, 7).entries()) {
    const account = i % 5 === 0 ? 'suspended' : i % 5 === 1 ? 'inactive' : 'active';
    const userId = await insertUser(at, account, 'student');
    await t.db
      .insertInto('students')
      .values({
        school_id: schoolIds[(i * i) % 9]!,
        user_id: userId,
        admission_no: `ST-${i}`,
        roll_no: null,
        dob: null,
        gender: 'female',
        blood_group: null,
        admission_date: iso(at).slice(0, 10),
        status: STUDENT_STATUSES[i % STUDENT_STATUSES.length]!,
        created_at: iso(at),
        updated_at: iso(at),
      })
      .execute();
  }
  for (let i = 0; i < 12; i++) {
    const userId = await insertUser(Date.now() - i * DAY, 'active', 'teacher');
    const now = iso(Date.now());
    await t.db
      .insertInto('teachers')
      .values({
        school_id: schoolIds[i % 5]!,
        user_id: userId,
        employee_code: `T-${i}`,
        qualification: null,
        specialization: null,
        date_of_joining: null,
        gender: null,
        dob: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  // Archived people are out of a school's counts (docs/decisions.md, "People: one account per
  // person"): school 0 has one student fewer among the top schools, and school 1, whose teachers
  // are all archived, has not adopted the platform.
  const archivedAt = iso(Date.now());
  await t.db
    .updateTable('teachers')
    .set({ archived_at: archivedAt })
    .where('school_id', '=', schoolIds[1]!)
    .execute();
  await t.db
    .updateTable('students')
    .set({ archived_at: archivedAt })
    .where('admission_no', '=', 'ST-0')
    .execute();
  // Notices over the last 100 days, and two announced ahead (not yet published).
  const today = midnight(Date.now());
  const noticeDays = [...Array.from({ length: 24 }, (_, i) => -((i * 13) % 100)), 0, 0, -6, -7, 3, 40];
  for (const [i, offset] of noticeDays.entries()) {
    const now = iso(Date.now());
    await t.db
      .insertInto('notices')
      .values({
        school_id: schoolIds[i % 3]!,
        title: `Notice ${i}`,
        body: 'Body',
        publish_date: dateAfter(dayOf(today), offset),
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  // Sign-ins over the last 100 days, several by the same users, some of them today.
  const signIns = [
    ...instants(50, 11).filter((at) => at > Date.now() - 100 * DAY),
    Date.now() - HOUR,
    Date.now() - 2 * HOUR,
  ];
  for (const [i, at] of signIns.entries()) {
    const userId = userIds[(i * 7) % 25]!;
    await t.db
      .insertInto('audit_logs')
      .values({
        event: 'user_login',
        description: 'signed in',
        user_id: userId,
        school_id: null,
        ip_address: null,
        user_agent: null,
        properties: null,
        created_at: iso(at),
      })
      .execute();
    // As signing in does with its entry: last_login_at holds the user's latest sign-in.
    await t.db
      .updateTable('users')
      .set({ last_login_at: iso(at) })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('last_login_at', 'is', null), eb('last_login_at', '<', iso(at))]))
      .execute();
  }
}, 120_000);
afterAll(() => t.close());

const get = (url: string, token: string | null = s.sa) => call(t.app, token, { method: 'GET', url });
async function data<T = Record<string, unknown>>(url: string): Promise<T> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ success: boolean; data: T }>();
  expect(body.success).toBe(true);
  return body.data;
}

/** An active student: an active record whose account is active too. */
const isActiveStudent = (r: { status: string; account: string }) =>
  r.status === 'active' && r.account === 'active';

/** Every row the figures are made of, read back plainly. */
async function snapshot() {
  const [users, roles, schools, students, teachers, notices, signIns] = await Promise.all([
    t.db.selectFrom('users').select(['id', 'created_at', 'status']).execute(),
    t.db
      .selectFrom('role_user')
      .innerJoin('roles', 'roles.id', 'role_user.role_id')
      .select(['roles.name', 'role_user.user_id'])
      .execute(),
    t.db.selectFrom('schools').select(['id', 'name', 'created_at', 'active', 'state', 'board']).execute(),
    t.db
      .selectFrom('students')
      .innerJoin('users', 'users.id', 'students.user_id')
      .select([
        'students.school_id',
        'students.created_at',
        'students.status',
        'students.archived_at',
        'users.status as account',
      ])
      .execute(),
    t.db.selectFrom('teachers').select(['school_id', 'archived_at']).execute(),
    t.db.selectFrom('notices').select(['publish_date']).execute(),
    t.db
      .selectFrom('audit_logs')
      .select(['user_id', 'created_at'])
      .where('event', '=', 'user_login')
      .execute(),
  ]);
  return { users, roles, schools, students, teachers, notices, signIns };
}
const time = (text: string) => Date.parse(text);
const pct = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The start of the period holding `ms` (in the zone); weeks start on Monday, found by stepping back. */
function periodStart(period: string, ms: number): number {
  const day = midnight(ms);
  if (period === 'daily') return day;
  if (period === 'weekly') {
    let d = day;
    while (weekdayName(dayOf(d)) !== 'Mon') d = midnight(d - 1);
    return d;
  }
  return firstOfMonth(day);
}

/** The 12 periods ending with the current one, oldest first: [start, end) in milliseconds. */
function periods(period: string): [number, number][] {
  const current = periodStart(period, Date.now());
  // The current period ends where the next begins: 32 days on is always in the next month.
  const ends = [
    period === 'monthly'
      ? periodStart(period, current + 32 * DAY)
      : period === 'weekly'
        ? periodStart(period, current + 8 * DAY)
        : periodStart(period, current + 26 * HOUR),
  ];
  const starts = [current];
  // The instant before a period starts lies in the one before it.
  while (starts.length < 12) starts.unshift(periodStart(period, starts[0]! - 1));
  for (const start of starts.slice(1)) ends.splice(ends.length - 1, 0, start);
  return starts.map((start, i) => [start, ends[i]!]);
}

describe('GET /api/superadmin/statistics/growth', () => {
  it.each(['daily', 'weekly', 'monthly'])(
    'with period=%s: totals at each period end and rows created within, 12 periods, growth rates',
    async (period) => {
      const rows = await snapshot();
      const body = await data<{
        period: string;
        growth_data: Record<string, unknown>[];
        growth_rates: Record<string, number | null>;
      }>(`/api/superadmin/statistics/growth?period=${period}`);
      const spans = periods(period);
      const count = (list: { created_at: string }[], test: (at: number) => boolean) =>
        list.filter((r) => test(time(r.created_at))).length;
      const expected = spans.map(([start, end]) => {
        const date = dayOf(start);
        const month = MONTHS[Number(date.slice(5, 7)) - 1];
        const dm = `${Number(date.slice(8))} ${month}`;
        return {
          period_name:
            period === 'daily' ? dm : period === 'weekly' ? `Week of ${dm}` : `${month} ${date.slice(0, 4)}`,
          period_start: date,
          total_schools: count(rows.schools, (at) => at < end),
          total_users: count(rows.users, (at) => at < end),
          total_students: count(rows.students, (at) => at < end),
          new_schools: count(rows.schools, (at) => at >= start && at < end),
          new_users: count(rows.users, (at) => at >= start && at < end),
          new_students: count(rows.students, (at) => at >= start && at < end),
        };
      });
      expect(body.period).toBe(period);
      expect(body.growth_data).toEqual(expected);
      // The data must actually vary, or the comparison proves little.
      expect(new Set(expected.map((p) => p.new_users)).size).toBeGreaterThan(1);
      const rate = (key: 'total_schools' | 'total_users' | 'total_students') =>
        pct(expected[11]![key] - expected[10]![key], expected[10]![key]);
      expect(body.growth_rates).toEqual({
        schools_growth_rate: rate('total_schools'),
        users_growth_rate: rate('total_users'),
        students_growth_rate: rate('total_students'),
      });
    },
  );

  it('weeks start on Monday and months on the 1st, in the platform timezone', async () => {
    const weekly = await data<{ growth_data: { period_start: string }[] }>(
      '/api/superadmin/statistics/growth?period=weekly',
    );
    for (const p of weekly.growth_data) expect(new Date(`${p.period_start}T00:00:00Z`).getUTCDay()).toBe(1);
    const monthly = await data<{ growth_data: { period_start: string }[] }>(
      '/api/superadmin/statistics/growth',
    );
    for (const p of monthly.growth_data) expect(p.period_start.slice(8)).toBe('01');
  });

  it.each(['yearly', 'Daily', '', '7'])('refuses period=%j with 422 and the field error', async (period) => {
    const res = await get(`/api/superadmin/statistics/growth?period=${period}`);
    expect(res.statusCode).toBe(422);
    const message = 'Period must be one of: daily, weekly, monthly.';
    expect(res.json()).toEqual({ success: false, message, errors: { period: [message] } });
  });
});

describe('GET /api/superadmin/statistics/activity', () => {
  it.each([7, 30, 90])(
    'with days=%i: one entry per day of the zone, each counted from the rows',
    async (days) => {
      const rows = await snapshot();
      const body = await data<{ days: number; daily_activity: Record<string, unknown>[] }>(
        `/api/superadmin/statistics/activity?days=${days}`,
      );
      const today = dayOf(Date.now());
      const onDay = (list: { created_at: string }[], date: string) =>
        list.filter((r) => dayOf(time(r.created_at)) === date).length;
      const expected = Array.from({ length: days }, (_, i) => {
        const date = dateAfter(today, i - (days - 1));
        return {
          date,
          day_name: weekdayName(date),
          users_registered: onDay(rows.users, date),
          sign_ins: onDay(rows.signIns, date),
          notices_published: rows.notices.filter((n) => n.publish_date === date).length,
          students_enrolled: onDay(rows.students, date),
        };
      });
      expect(body).toEqual({ days, daily_activity: expected });
      // Nothing about assignments: the platform does not record them.
      expect(JSON.stringify(body)).not.toMatch(/assignment/);
      const sum = (key: 'sign_ins' | 'notices_published') => expected.reduce((n, d) => n + d[key], 0);
      expect(sum('sign_ins')).toBeGreaterThan(0);
      expect(sum('notices_published')).toBeGreaterThan(0);
    },
  );

  it('defaults to 30 days', async () => {
    expect((await data<{ days: number }>('/api/superadmin/statistics/activity')).days).toBe(30);
  });

  it.each(['14', '365', '0', 'abc', '7.0'])('refuses days=%j with 422 and the field error', async (days) => {
    const res = await get(`/api/superadmin/statistics/activity?days=${days}`);
    expect(res.statusCode).toBe(422);
    const message = 'Days must be one of: 7, 30, 90.';
    expect(res.json()).toEqual({ success: false, message, errors: { days: [message] } });
  });
});

describe('GET /api/superadmin/statistics and /platform', () => {
  it('count schools, boards, states, users, students, teachers, notices of the week and sign-ins today', async () => {
    const rows = await snapshot();
    const overview = await data<Record<string, Record<string, unknown>>>('/api/superadmin/statistics');
    const platform = await data<Record<string, unknown>>('/api/superadmin/statistics/platform');
    const today = midnight(Date.now());
    const todayDate = dayOf(today);
    const weekStart = dateAfter(todayDate, -6);
    const expected = {
      schools: {
        total: rows.schools.length,
        active: rows.schools.filter((r) => Boolean(r.active)).length,
        boards: new Set(rows.schools.map((r) => r.board)).size,
        states: new Set(rows.schools.map((r) => r.state).filter((v) => v !== null)).size,
      },
      users: { total: rows.users.length, active: rows.users.filter((u) => u.status === 'active').length },
      academic: {
        students: rows.students.length,
        active_students: rows.students.filter(isActiveStudent).length,
        teachers: rows.teachers.length,
      },
      activity: {
        notices_last_7_days: rows.notices.filter(
          (n) => n.publish_date >= weekStart && n.publish_date <= todayDate,
        ).length,
        sign_ins_today: rows.signIns.filter((r) => time(r.created_at) >= today).length,
      },
    };
    expect(platform).toEqual(expected);
    const { from_last_month, ...rest } = overview;
    expect(rest).toEqual(expected);

    const monthAgo = Date.now() - 30 * DAY;
    const change = (total: number, before: number) => ({
      total,
      month_ago: before,
      growth_percent: pct(total - before, before),
    });
    const older = <R extends { created_at: string }>(list: R[]) =>
      list.filter((r) => time(r.created_at) < monthAgo);
    expect(from_last_month).toEqual({
      schools: change(rows.schools.length, older(rows.schools).length),
      users: change(rows.users.length, older(rows.users).length),
      active_students: change(
        expected.academic.active_students,
        older(rows.students).filter(isActiveStudent).length,
      ),
    });
    expect(
      (from_last_month as { users: { growth_percent: number | null } }).users.growth_percent,
    ).not.toBeNull();
  });
});

describe('GET /api/superadmin/statistics/schools', () => {
  it('lists the 10 schools with most students and teachers (ties: older first) and schools per state', async () => {
    const rows = await snapshot();
    const body = await data<{ top_schools_by_users: Record<string, unknown>[]; schools_by_state: unknown[] }>(
      '/api/superadmin/statistics/schools',
    );
    const expected = rows.schools
      .map((school) => {
        const students = rows.students.filter((r) => r.school_id === school.id && !r.archived_at).length;
        const teachers = rows.teachers.filter((r) => r.school_id === school.id && !r.archived_at).length;
        return { school, students, teachers };
      })
      .sort((a, b) => b.students + b.teachers - (a.students + a.teachers) || a.school.id - b.school.id)
      .slice(0, 10);
    expect(body.top_schools_by_users.map((r) => [r.id, r.name, r.students_count, r.teachers_count])).toEqual(
      expected.map((e) => [e.school.id, e.school.name, e.students, e.teachers]),
    );
    expect(body.top_schools_by_users).toHaveLength(10);

    const byState = new Map<string | null, number>();
    for (const school of rows.schools) byState.set(school.state, (byState.get(school.state) ?? 0) + 1);
    expect(
      [...(body.schools_by_state as { state: string | null; schools_count: number }[])].sort((a, b) =>
        String(a.state).localeCompare(String(b.state)),
      ),
    ).toEqual(
      [...byState]
        .map(([state, schools_count]) => ({ state, schools_count }))
        .sort((a, b) => String(a.state).localeCompare(String(b.state))),
    );
    const counts = (body.schools_by_state as { schools_count: number }[]).map((r) => r.schools_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('GET /api/superadmin/statistics/users', () => {
  it('counts every role holder and the users in all', async () => {
    const rows = await snapshot();
    const body = await data<{
      total_users: number;
      users_by_role: { name: string; display_name: string | null; users_count: number }[];
      by_role: Record<string, number>;
    }>('/api/superadmin/statistics/users');
    expect(body.total_users).toBe(rows.users.length);
    const roles = await t.db.selectFrom('roles').select(['name', 'display_name']).orderBy('id').execute();
    const holders = (name: string) => rows.roles.filter((r) => r.name === name).length;
    expect(
      body.users_by_role.map(({ name, display_name, users_count }) => ({ name, display_name, users_count })),
    ).toEqual(roles.map((r) => ({ ...r, users_count: holders(r.name) })));
    expect(body.by_role).toEqual(Object.fromEntries(roles.map((r) => [r.name, holders(r.name)])));
    expect(body.by_role.student).toBeGreaterThan(30);
  });
});

describe('GET /api/superadmin/statistics/performance', () => {
  it('computes retention, active users, adoption and the active shares as defined', async () => {
    const rows = await snapshot();
    const body = await data<Record<string, Record<string, unknown>>>(
      '/api/superadmin/statistics/performance',
    );
    const now = Date.now();
    const monthAgo = now - 30 * DAY;
    const signedIn = (since: number, who: (id: number) => boolean = () => true) =>
      new Set(
        rows.signIns.filter((r) => time(r.created_at) >= since && who(r.user_id!)).map((r) => r.user_id),
      ).size;
    // The weekly and 30-day figures count users there are now: the trail keeps a deleted user's
    // sign-ins. The day's count keeps them (its members are never removed).
    const existing = new Set(rows.users.map((u) => u.id));
    const exists = (id: number) => existing.has(id);
    const olderUsers = new Set(rows.users.filter((u) => time(u.created_at) < monthAgo).map((u) => u.id));
    const activeSchools = rows.schools.filter((r) => Boolean(r.active));
    const adopted = activeSchools.filter(
      (school) =>
        rows.students.some((r) => r.school_id === school.id && !r.archived_at) &&
        rows.teachers.some((r) => r.school_id === school.id && !r.archived_at),
    );
    const weekly = signedIn(now - 7 * DAY, exists);
    expect(body).toEqual({
      engagement_metrics: {
        user_retention_rate: pct(
          signedIn(monthAgo, (id) => olderUsers.has(id)),
          olderUsers.size,
        ),
        daily_active_users: signedIn(midnight(now)),
        weekly_active_users: weekly,
        weekly_active_rate: pct(weekly, rows.users.length),
      },
      health_indicators: {
        platform_adoption_rate: pct(adopted.length, activeSchools.length),
        active_schools_rate: pct(activeSchools.length, rows.schools.length),
        active_accounts_rate: pct(rows.users.filter((u) => u.status === 'active').length, rows.users.length),
      },
    });
    // The figures are real, not the spec's samples, and not trivially 0 or 100.
    const retention = body.engagement_metrics!.user_retention_rate as number;
    expect(retention).toBeGreaterThan(0);
    expect(retention).toBeLessThan(100);
    expect(adopted.length).toBeGreaterThan(0);
    expect(adopted.length).toBeLessThan(activeSchools.length);
  });
});

describe('GET /api/superadmin/statistics/recent-activity', () => {
  it("lists the platform's latest 10 audit entries with who made them; a change shows at the top", async () => {
    const res = await call(t.app, s.sa, {
      method: 'POST',
      url: '/api/superadmin/schools',
      payload: { name: 'Recent Activity School', code: 'RACT01', board: 'CBSE' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const latest = await t.db
      .selectFrom('audit_logs')
      .leftJoin('users', 'users.id', 'audit_logs.user_id')
      .select([
        'audit_logs.id',
        'audit_logs.event',
        'audit_logs.description',
        'users.name as user_name',
        'users.email as user_email',
        'audit_logs.created_at',
      ])
      .orderBy('audit_logs.created_at', 'desc')
      .orderBy('audit_logs.id', 'desc')
      .limit(10)
      .execute();
    const body = await data<{ activities: Record<string, unknown>[] }>(
      '/api/superadmin/statistics/recent-activity',
    );
    expect(body.activities).toEqual(latest);
    expect(body.activities[0]).toMatchObject({ event: 'school_created', user_name: 'Root Admin' });
    const ascending = await data<{ activities: unknown[] }>(
      '/api/superadmin/statistics/recent-activity?direction=asc',
    );
    expect(ascending.activities).toEqual([...latest].reverse());
    expect((await get('/api/superadmin/statistics/recent-activity?direction=up')).statusCode).toBe(422);
  });
});

describe('who may read the statistics', () => {
  const URLS = [
    '/api/superadmin/statistics',
    '/api/superadmin/statistics/platform',
    '/api/superadmin/statistics/growth?period=weekly',
    '/api/superadmin/statistics/activity?days=7',
    '/api/superadmin/statistics/schools',
    '/api/superadmin/statistics/users',
    '/api/superadmin/statistics/performance',
    '/api/superadmin/statistics/recent-activity',
  ];
  it.each(URLS)('%s: 403 for a school admin, 401 without a session', async (url) => {
    const admin = await get(url, s.adminToken);
    expect([admin.statusCode, admin.json()]).toEqual([403, FORBIDDEN]);
    const anonymous = await get(url, null);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, UNAUTHENTICATED]);
  });
});
