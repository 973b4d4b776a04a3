import type { DB } from '../../src/db/connect';
import { foldSchoolSizes } from '../../src/lib/school-sizes';
import { COUNTED_ZONES } from '../../src/db/migrations/figure-counters';
import { zoneDay } from './zone-days';

/*
 * The maintained figures (migration 2026_12_10_0300) and what a count over the tables they count
 * gives, in one shape to compare.
 */

/** Every figure as the tables give it: `figure|zone|day|item` to a count, zero counts left out. */
export async function expectedFigures(db: DB): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const add = (figure: string, zone: string, day: string, item: string, n = 1) => {
    const key = `${figure}|${zone}|${day}|${item}`;
    out[key] = (out[key] ?? 0) + n;
  };
  const members = new Set<string>();
  const member = (figure: string, zone: string, day: string, who: number | null) => {
    const key = `${figure}|${zone}|${day}`;
    if (who === null || members.has(`${key}|${who}`)) return;
    members.add(`${key}|${who}`);
    add(figure, zone, day, '');
  };
  const [users, students, schools, teachers, notices, enrolments, trail] = await Promise.all([
    db.selectFrom('users').select('created_at').execute(),
    db
      .selectFrom('students')
      .innerJoin('users', 'users.id', 'students.user_id')
      .select([
        'students.created_at',
        'students.school_id',
        'students.admission_date',
        'students.status',
        'users.status as account',
      ])
      .execute(),
    db.selectFrom('schools').select(['created_at', 'active', 'board', 'state']).execute(),
    db.selectFrom('teachers').select('id').execute(),
    db.selectFrom('notices').select('publish_date').execute(),
    db.selectFrom('enrollments').select(['school_id', 'academic_year_id', 'class_id']).execute(),
    db.selectFrom('audit_logs').select(['event', 'user_id', 'school_id', 'created_at']).execute(),
  ]);
  for (const zone of COUNTED_ZONES) {
    const day = (at: string) => zoneDay(Date.parse(at), zone);
    for (const u of users) add('users_created', zone, day(u.created_at), '');
    for (const st of students) {
      add('students_created', zone, day(st.created_at), '');
      if (st.status === 'active' && st.account === 'active')
        add('active_students_created', zone, day(st.created_at), '');
    }
    for (const sc of schools) add('schools_created', zone, day(sc.created_at), '');
    for (const e of trail) {
      add('audit_events', zone, day(e.created_at), e.event);
      if (e.event === 'user_login' && e.school_id !== null)
        add('school_sign_ins', zone, day(e.created_at), '');
      member('active_users', zone, day(e.created_at), e.user_id);
      member('active_schools', zone, day(e.created_at), e.school_id);
      if (e.event === 'user_login') member('signed_in_users', zone, day(e.created_at), e.user_id);
    }
  }
  for (const st of students) {
    add('people', '', '', 'students');
    if (st.admission_date) add(`admissions:${st.school_id}`, '', st.admission_date, '');
    if (st.status === 'active' && st.account === 'active') add('active_students', '', '', '');
  }
  for (const _ of teachers) add('people', '', '', 'teachers');
  for (const sc of schools) {
    add('schools_active', '', '', sc.active ? 'yes' : 'no');
    if (sc.board !== null) add('school_boards', '', '', sc.board);
    add('school_states', '', '', sc.state === null ? '' : `v:${sc.state}`);
  }
  for (const n of notices) add('notices_published', '', n.publish_date, '');
  for (const e of enrolments) {
    add(`enrolments:${e.school_id}`, '', String(e.academic_year_id), String(e.class_id));
  }
  return out;
}

/** figure_counts as kept, in the same shape (PostgreSQL's rows of a count summed). */
export async function keptFigures(db: DB): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const r of await db.selectFrom('figure_counts').selectAll().execute()) {
    const key = `${r.figure}|${r.zone}|${r.day}|${r.item}`;
    out[key] = (out[key] ?? 0) + Number(r.n);
  }
  return Object.fromEntries(Object.entries(out).filter(([, n]) => n !== 0));
}

/**
 * Every school's size as `school_sizes` keeps it (migration 2026_12_10_1000) and as its live
 * students and teachers count it: school id to [students, teachers].
 */
export async function schoolSizes(db: DB) {
  await foldSchoolSizes(db);
  const [kept, schools, students, teachers] = await Promise.all([
    db.selectFrom('school_sizes').select(['school_id', 'students', 'teachers']).execute(),
    db.selectFrom('schools').select('id').execute(),
    db.selectFrom('students').select('school_id').where('archived_at', 'is', null).execute(),
    db.selectFrom('teachers').select('school_id').where('archived_at', 'is', null).execute(),
  ]);
  const counted: Record<number, [number, number]> = {};
  for (const { id } of schools) counted[id] = [0, 0];
  for (const r of students) counted[r.school_id]![0] += 1;
  for (const r of teachers) counted[r.school_id]![1] += 1;
  return {
    kept: Object.fromEntries(kept.map((r) => [r.school_id, [Number(r.students), Number(r.teachers)]])),
    counted,
  };
}
