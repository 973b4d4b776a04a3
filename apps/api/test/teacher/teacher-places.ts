import { ACADEMIC_SETTINGS_DEFAULTS, PLATFORM_SETTINGS_DEFAULTS, WEEK_DAYS } from '@school/contract';
import { expect } from 'vitest';
import { createYear } from '../helpers/academics';
import { mintToken } from '../helpers/route-requests';
import { call } from '../helpers/superadmin';
import type { TestApp } from '../helpers/test-app';
import { zoneDay } from '../helpers/zone-days';

/*
 * What every teacher-console test stands on: today as the platform sees it, a current year
 * around it and every day of the week a working day, so the tests pass on any date.
 */

/** Today in the platform's (default) timezone, worked out apart from the server's calendar. */
export const today = () => zoneDay(Date.now(), PLATFORM_SETTINGS_DEFAULTS.default_timezone);

const shifted = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A current year from a month ago to eleven months ahead, and all seven days working days. */
export async function schoolOpenToday(t: TestApp, admin: { token: string; schoolId: number }) {
  const year = await createYear(t.db, admin.schoolId, {
    current: true,
    start_date: shifted(today(), -30),
    end_date: shifted(today(), 330),
  });
  const res = await call(t.app, admin.token, {
    method: 'PUT',
    url: '/api/school/settings/academic',
    payload: { ...ACADEMIC_SETTINGS_DEFAULTS, working_days: [...WEEK_DAYS] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return year;
}

/** A session of the user behind a teacher record. */
export async function teacherToken(t: TestApp, teacherId: number): Promise<string> {
  const { user_id } = await t.db
    .selectFrom('teachers')
    .select('user_id')
    .where('id', '=', teacherId)
    .executeTakeFirstOrThrow();
  return mintToken(t.db, user_id);
}

/** A GET of the teacher console as `token`, answered 200, its data. */
export async function teacherGet<T>(t: TestApp, token: string, url: string): Promise<T> {
  const res = await call(t.app, token, { method: 'GET', url: `/api/teacher${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}
