/**
 * The audit trail and the notices at the size of a platform that has run for a year, for the
 * bench's audit, statistics and dashboard cases: `entries` audit entries spread over the last
 * 365 days (sign-ins, failures, changes and exports of the filled users and schools, newest
 * today), `schoolEntries` more of the demo school alone, and `notices` notices of the demo school
 * over the same year. Every user's last_login_at then follows their latest sign-in, as signing
 * in keeps it.
 */
import type { DB } from '../src/db/connect';
import { DEMO_SCHOOL } from '../src/db/seed/demo';

/** Rows a statement: eight columns a row stays under SQLite's bound-parameter limit. */
const BATCH = 2000;
const DAY_MS = 86_400_000;

/** The mix of a real trail: mostly sign-ins, then changes, some failures and exports. */
export const EVENTS = [
  ...Array<string>(10).fill('user_login'),
  ...Array<string>(4).fill('user_logout'),
  'login_failed',
  'user_created',
  'user_updated',
  'student_created',
  'student_updated',
  'school_updated',
  'settings_changed',
  'data_export',
];

async function inBatches<T>(
  db: DB,
  total: number,
  make: (i: number) => T,
  insert: (db: DB, rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < total; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, k) => make(start + k));
    await db.transaction().execute((trx) => insert(trx, rows));
  }
}

/**
 * Sets each user's last_login_at to their latest `user_login` entry, as signing in does in the
 * transaction that writes the entry: the performance statistics count users by last_login_at
 * (usersSignedInSince), so a fill that writes sign-ins without signing in must keep it too. Only
 * moves it forward: a real sign-in since the entries keeps its own.
 */
export async function noteLatestSignIns(db: DB): Promise<void> {
  await db
    .updateTable('users')
    .from(
      db
        .selectFrom('audit_logs')
        .select((eb) => ['audit_logs.user_id', eb.fn.max('audit_logs.created_at').as('at')])
        .where('audit_logs.event', '=', 'user_login')
        .groupBy('audit_logs.user_id')
        .as('latest'),
    )
    .set((eb) => ({ last_login_at: eb.ref('latest.at') }))
    .whereRef('users.id', '=', 'latest.user_id')
    .where((eb) =>
      eb.or([eb('users.last_login_at', 'is', null), eb('users.last_login_at', '<', eb.ref('latest.at'))]),
    )
    .execute();
}

export async function fillTrail(
  db: DB,
  size: { entries: number; schoolEntries: number; notices: number },
): Promise<void> {
  const ids = async (table: 'users' | 'schools') =>
    (await db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
  const [users, schools] = await Promise.all([ids('users'), ids('schools')]);
  const school = await db
    .selectFrom('schools')
    .select('id')
    .where('code', '=', DEMO_SCHOOL.code)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  // Entry i of n is older the smaller i is: the newest entry is now, the oldest a year ago.
  const at = (i: number, n: number) =>
    new Date(now - Math.floor(((n - 1 - i) / n) * 365 * DAY_MS)).toISOString();
  // One trail in the order it was written, as a real one is (ids follow time): the platform's
  // entries and the demo school's own (a busy school's year, what its Activity dialog pages
  // through) spread evenly among them.
  const total = size.entries + size.schoolEntries;
  const schoolEntriesBefore = (j: number) => Math.floor((j * size.schoolEntries) / total);
  await inBatches(
    db,
    total,
    (j) => {
      const ofSchool = schoolEntriesBefore(j + 1) > schoolEntriesBefore(j);
      const i = ofSchool ? schoolEntriesBefore(j) : j - schoolEntriesBefore(j);
      const event = EVENTS[i % EVENTS.length]!;
      const userId = users[(i * 7919) % users.length]!;
      return {
        event,
        description: ofSchool
          ? `${event.replaceAll('_', ' ')} in the demo school by user ${userId}`
          : `${event.replaceAll('_', ' ')} by user ${userId}`,
        user_id: userId,
        school_id: ofSchool ? school.id : schools[(i * 104_729) % schools.length]!,
        ip_address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        user_agent: 'bench',
        properties:
          !ofSchool && event.endsWith('_updated')
            ? JSON.stringify({ before: { n: i }, after: { n: i + 1 } })
            : null,
        created_at: at(j, total),
      };
    },
    (trx, rows) => trx.insertInto('audit_logs').values(rows).execute(),
  );
  await noteLatestSignIns(db);
  await inBatches(
    db,
    size.notices,
    (i) => {
      const created = at(i, size.notices);
      return {
        school_id: school.id,
        title: `Notice ${i}: ${['Sports day', 'Fee reminder', 'Holiday', 'Exam timetable'][i % 4]}`,
        body: 'Details for parents and students.',
        publish_date: created.slice(0, 10),
        created_by: null,
        created_at: created,
        updated_at: created,
      };
    },
    (trx, rows) => trx.insertInto('notices').values(rows).execute(),
  );
}
