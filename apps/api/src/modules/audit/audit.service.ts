import {
  fieldMessage,
  NON_CHANGE_EVENTS,
  SECURITY_EVENTS,
  type AuditActivity,
  type AuditFilters,
  type AuditLogList,
  type EventCount,
  type SchoolActivityTrail,
  type UserActivity,
} from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid, notFound } from '../../lib/app-error';
import { dayWindow } from '../../lib/calendar';
import { perItemOnDays, perZoneDay, sumOf } from '../../lib/figure-counts';
import { checkPage } from '../../lib/pagination';
import { findSchool } from '../schools/schools.repository';
import { findUserById } from '../users/users.repository';
import {
  byCount,
  countsByEvent,
  latestOfEvents,
  logsPage,
  logQuery,
  type LogFilters,
} from './audit-query.repository';
import { say } from '../../lib/i18n';

/** How many security entries the activity lists. */
const SECURITY_LIST = 20;

/** The filters in order: a range that ends before it starts is a choice, not a typo (422). */
export function checkDateRange(filters: Partial<AuditFilters>): void {
  if (filters.date_from && filters.date_to && filters.date_from > filters.date_to) {
    throw invalid({ date_to: [fieldMessage('date_after_or_equal', 'date_to', { other: 'date_from' })] });
  }
}

export async function logPage(
  db: DB,
  filters: LogFilters,
  page: number,
  perPage: number,
): Promise<AuditLogList> {
  checkDateRange(filters);
  // A page the list does not serve is refused before the search's users are looked up.
  checkPage(page, perPage);
  const query = await logQuery(db, filters);
  const { rows, pagination } = await logsPage(db, query, { page, perPage });
  return { logs: rows, pagination };
}

const countOf = (counts: EventCount[], event: string) => counts.find((c) => c.event === event)?.count ?? 0;

/**
 * The activity screen's figures over the last `days` days of the platform timezone (today
 * included), from the figures kept per day (lib/figure-counts.ts); the security list is the one
 * read of the trail, its latest entries through the (event, created_at) index.
 */
export async function activity(
  db: DB,
  days: number,
  timeZone: string,
  now = new Date(),
): Promise<AuditActivity> {
  const window = dayWindow(days, now, timeZone);
  // From the window's first day on: rows dated after today (clock skew) count, as they always did.
  const fromFirst = { first: window.first };
  const today = { first: window.last };
  const [byEvent, activeUsers, newUsers, schoolLogins, newSchools, activeSchoolsToday, security] =
    await Promise.all([
      perItemOnDays(db, 'audit_events', timeZone, fromFirst).then(byCount),
      perZoneDay(db, 'active_users', timeZone, fromFirst),
      perZoneDay(db, 'users_created', timeZone, fromFirst),
      perZoneDay(db, 'school_sign_ins', timeZone, fromFirst),
      perZoneDay(db, 'schools_created', timeZone, fromFirst).then(sumOf),
      perZoneDay(db, 'active_schools', timeZone, today).then((d) => d.get(window.last) ?? 0),
      latestOfEvents(db, SECURITY_EVENTS, window.start, SECURITY_LIST),
    ]);
  const total = byEvent.reduce((sum, c) => sum + c.count, 0);
  const nonChanges = NON_CHANGE_EVENTS.reduce((sum, event) => sum + countOf(byEvent, event), 0);
  const daily = window.days.map(({ date, day_name }) => ({
    day_name,
    date,
    active_users: activeUsers.get(date) ?? 0,
    new_registrations: newUsers.get(date) ?? 0,
    school_logins: schoolLogins.get(date) ?? 0,
  }));
  return {
    days,
    date_from: window.first,
    date_to: window.last,
    summary: {
      total_events: total,
      logins: countOf(byEvent, 'user_login'),
      failed_logins: countOf(byEvent, 'login_failed'),
      changes: total - nonChanges,
      exports: countOf(byEvent, 'data_export'),
    },
    daily_activity: daily,
    user_activity: {
      daily_active_users: daily.at(-1)!.active_users,
      new_users: daily.reduce((sum, d) => sum + d.new_registrations, 0),
    },
    school_activity: { new_schools: newSchools, active_schools_today: activeSchoolsToday },
    security_events: security,
    events_by_type: byEvent,
  };
}

interface TrailRequest {
  days: number;
  timeZone: string;
  page: number;
  perPage: number;
  now?: Date;
}

/**
 * One user's or school's entries of the last `days` days of the platform timezone (today included): a page of them,
 * and their counts by event, over the same window so the list and the counts agree.
 */
async function trail(db: DB, subject: { user_id: number } | { school_id: number }, request: TrailRequest) {
  // A page the list does not serve is refused before anything is worked out or read.
  checkPage(request.page, request.perPage);
  const window = dayWindow(request.days, request.now ?? new Date(), request.timeZone);
  const inWindow = { ...subject, date_from: window.first, timeZone: request.timeZone };
  const [{ rows, pagination }, byEvent] = await Promise.all([
    logsPage(db, inWindow, request),
    countsByEvent(db, window.start, subject),
  ]);
  return {
    days: request.days,
    total_events: byEvent.reduce((sum, c) => sum + c.count, 0),
    events_by_type: byEvent,
    logs: rows,
    pagination,
  };
}

/** What a user did (the entries they made). */
export async function userActivity(db: DB, id: number, request: TrailRequest): Promise<UserActivity> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(say('not_found.user'));
  return {
    subject: { id: user.id, name: user.name, email: user.email },
    ...(await trail(db, { user_id: id }, request)),
  };
}

/** What happened in or to a school (the entries that name it). */
export async function schoolActivity(
  db: DB,
  id: number,
  request: TrailRequest,
): Promise<SchoolActivityTrail> {
  const school = await findSchool(db, id);
  if (!school) throw notFound(say('not_found.school'));
  return {
    subject: { id: school.id, name: school.name, code: school.code },
    ...(await trail(db, { school_id: id }, request)),
  };
}
