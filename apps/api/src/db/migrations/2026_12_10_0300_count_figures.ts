import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import {
  addingTo,
  COUNTED_ZONES,
  countExisting,
  createFigureCounter,
  dropFigureCounter,
  perZoneDay,
  zoneDate,
  zoneOffsetRows,
  type Adding,
  type FigurePart,
} from './figure-counters';

/*
 * Maintained figures (docs/decisions.md, "How a new figure keeps its counts"): the platform
 * statistics, the audit activity and the school dashboard read these counts instead of counting
 * their tables. figure_counts holds a count per figure, zone, day and item, written by triggers in
 * the same transaction as each write; figure_members holds who was counted on a day of a figure of
 * distinct people (active users, schools, users signing in), so a second entry of the same person
 * that day adds nothing. Days are kept in every platform timezone at once.
 */

/** A figure that is not per day or zone keeps '' in those columns. */
const NONE = "''";

const created = (db: Kysely<unknown>, figure: string) => (row: string) => perZoneDay(db, row, `'${figure}'`);

/** The counted tables; 2026_12_10_0500 rewrites their PostgreSQL functions. */
export const FIGURE_TABLES: {
  name: string;
  table: string;
  parts: (db: Kysely<unknown>) => (row: string) => FigurePart[];
  watched: string[];
}[] = [
  {
    name: 'users_figures',
    table: 'users',
    parts: (db) => created(db, 'users_created'),
    watched: ['created_at'],
  },
  {
    name: 'schools_figures',
    table: 'schools',
    parts: (db) => (row) => [
      ...created(db, 'schools_created')(row),
      {
        figure: "'schools_active'",
        zone: NONE,
        day: NONE,
        item: `CASE WHEN ${row}.active THEN 'yes' ELSE 'no' END`,
      },
      {
        figure: "'school_boards'",
        zone: NONE,
        day: NONE,
        item: `${row}.board`,
        when: `${row}.board IS NOT NULL`,
      },
      // A school naming no state is counted under '' (a named state under 'v:' and its name).
      { figure: "'school_states'", zone: NONE, day: NONE, item: `coalesce('v:' || ${row}.state, '')` },
    ],
    watched: ['created_at', 'active', 'board', 'state'],
  },
  {
    name: 'students_figures',
    table: 'students',
    parts: (db) => (row) => [
      ...created(db, 'students_created')(row),
      { figure: "'people'", zone: NONE, day: NONE, item: "'students'" },
      {
        figure: `'admissions:' || CAST(${row}.school_id AS text)`,
        zone: NONE,
        day: `${row}.admission_date`,
        item: NONE,
        when: `${row}.admission_date IS NOT NULL`,
      },
    ],
    watched: ['created_at', 'school_id', 'admission_date'],
  },
  {
    name: 'teachers_figures',
    table: 'teachers',
    parts: () => () => [{ figure: "'people'", zone: NONE, day: NONE, item: "'teachers'" }],
    watched: [],
  },
  {
    name: 'notices_figures',
    table: 'notices',
    parts: () => (row) => [
      { figure: "'notices_published'", zone: NONE, day: `${row}.publish_date`, item: NONE },
    ],
    watched: ['publish_date'],
  },
  {
    name: 'enrollments_figures',
    table: 'enrollments',
    parts: () => (row) => [
      {
        figure: `'enrolments:' || CAST(${row}.school_id AS text)`,
        zone: NONE,
        day: `CAST(${row}.academic_year_id AS text)`,
        item: `CAST(${row}.class_id AS text)`,
      },
    ],
    watched: ['school_id', 'academic_year_id', 'class_id'],
  },
  {
    name: 'audit_logs_figures',
    table: 'audit_logs',
    parts: (db) => (row) => [
      ...perZoneDay(db, row, "'audit_events'", `${row}.event`),
      ...perZoneDay(
        db,
        row,
        "'school_sign_ins'",
        NONE,
        `${row}.event = 'user_login' AND ${row}.school_id IS NOT NULL`,
      ),
    ],
    watched: [],
  },
];

/** The distinct people a day of a figure counts: who (a column of audit_logs) and when. */
const MEMBERS = [
  { figure: 'active_users', member: 'user_id', when: 'true' },
  { figure: 'active_schools', member: 'school_id', when: 'true' },
  { figure: 'signed_in_users', member: 'user_id', when: "event = 'user_login'" },
] as const;

/** Statements adding an audit entry (alias `row`) to the day's members in each zone, once each. */
function membersOf(db: Kysely<unknown>, row: string): string {
  return MEMBERS.flatMap(({ figure, member, when }) =>
    COUNTED_ZONES.map(
      (zone) => `INSERT INTO figure_members (figure, zone, day, member)
        SELECT '${figure}', '${zone}', ${zoneDate(db, `${row}.created_at`, zone)}, ${row}.${member}
        WHERE ${row}.${member} IS NOT NULL AND ${when.replace('event', `${row}.event`)}
        ON CONFLICT (figure, zone, day, member) DO NOTHING;`,
    ),
  ).join('\n');
}

/** The statement counting a new member (alias NEW) into its day of the figure. */
export const countMember = (adding: Adding) => `INSERT INTO figure_counts (figure, zone, day, item, n)
  SELECT NEW.figure, NEW.zone, NEW.day, '', 1 WHERE true ${addingTo(adding)};`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('figure_counts')
    .addColumn('figure', 'text', (c) => c.notNull())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('figure_counts_pkey', ['figure', 'zone', 'day', 'item'])
    .execute();
  await db.schema
    .createTable('figure_members')
    .addColumn('figure', 'text', (c) => c.notNull())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('member', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('figure_members_pkey', ['figure', 'zone', 'day', 'member'])
    .execute();
  if (!isPostgres(db)) {
    // SQLite has no timezones: each zone's offsets from 1970 to 2100, looked up by the triggers.
    await db.schema
      .createTable('zone_offsets')
      .addColumn('zone', 'text', (c) => c.notNull())
      .addColumn('since', 'text', (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('zone_offsets_pkey', ['zone', 'since'])
      .execute();
    await db
      .withTables<{ zone_offsets: { zone: string; since: string; minutes: number } }>()
      .insertInto('zone_offsets')
      .values(zoneOffsetRows(COUNTED_ZONES))
      .execute();
  }

  // What the tables hold so far, then the triggers that keep the counts from now on.
  await countFiguresNow(db);
  for (const { name, table, parts, watched } of FIGURE_TABLES) {
    // In place, as when this was written (PK and all); 2026_12_10_0500 makes them append.
    await createFigureCounter(db, name, table, parts(db), watched, 'in place');
  }
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION count_figure_member() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${sql.raw(countMember('in place'))} RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER figure_members_count AFTER INSERT ON figure_members
      FOR EACH ROW EXECUTE FUNCTION count_figure_member()`.execute(db);
    await sql`CREATE FUNCTION audit_logs_members() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${sql.raw(membersOf(db, 'NEW'))} RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER audit_logs_members AFTER INSERT ON audit_logs
      FOR EACH ROW EXECUTE FUNCTION audit_logs_members()`.execute(db);
  } else {
    await sql`CREATE TRIGGER figure_members_count AFTER INSERT ON figure_members
      BEGIN ${sql.raw(countMember('in place'))} END`.execute(db);
    await sql`CREATE TRIGGER audit_logs_members AFTER INSERT ON audit_logs
      BEGIN ${sql.raw(membersOf(db, 'NEW'))} END`.execute(db);
  }
}

/**
 * Counts what the tables hold now into empty figure tables: the migration's backfill, and the bench
 * fill's after loading with triggers off (the member counts are written here, so no trigger on
 * figure_members may fire meanwhile).
 */
export async function countFiguresNow(db: Kysely<unknown>): Promise<void> {
  for (const { table, parts } of FIGURE_TABLES) await countExisting(db, table, parts(db));
  for (const { figure, member, when } of MEMBERS) {
    for (const zone of COUNTED_ZONES) {
      await sql`INSERT INTO figure_members (figure, zone, day, member)
        SELECT DISTINCT ${figure}, ${zone}, ${sql.raw(zoneDate(db, 'created_at', zone))}, ${sql.ref(member)}
        FROM audit_logs WHERE ${sql.ref(member)} IS NOT NULL AND ${sql.raw(when)}`.execute(db);
    }
  }
  await sql`INSERT INTO figure_counts (figure, zone, day, item, n)
    SELECT figure, zone, day, '', count(*) FROM figure_members GROUP BY figure, zone, day`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, table } of FIGURE_TABLES) await dropFigureCounter(db, name, table);
  if (isPostgres(db)) {
    await sql`DROP TRIGGER audit_logs_members ON audit_logs`.execute(db);
    await sql`DROP FUNCTION audit_logs_members()`.execute(db);
    await sql`DROP TRIGGER figure_members_count ON figure_members`.execute(db);
    await sql`DROP FUNCTION count_figure_member()`.execute(db);
  } else {
    await sql`DROP TRIGGER audit_logs_members`.execute(db);
    await db.schema.dropTable('zone_offsets').execute();
  }
  await db.schema.dropTable('figure_members').execute();
  await db.schema.dropTable('figure_counts').execute();
}
