import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as peopleSearch from '../../src/db/migrations/2026_12_10_0200_create_people_search';
import { peopleMatching } from '../../src/lib/search';
import { createParent, createStudent, createTeacher } from '../helpers/people';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { call, marker } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { postgresPlan, sqlitePlan } from '../helpers/query-plan';

/*
 * A school's students, teachers and parents are searched among that school's people alone
 * (people_search, migration 2026_12_10_0200): name, e-mail, phone and code contain the term in any
 * case, a term of one or two characters matches the start of the name, what a user types is taken
 * literally, the index follows every write, and another school's people are never found.
 */
let t: TestApp;
let a: SchoolAdminSession;
let b: SchoolAdminSession;
beforeAll(async () => {
  t = await createTestApp();
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
});
afterAll(() => t.close());

type Kind = 'students' | 'teachers' | 'parents';

/** The ids a school admin's list of `kind` answers for the term (every page of 100). */
async function found(session: SchoolAdminSession, kind: Kind, term: string): Promise<number[]> {
  const res = await call(t.app, session.token, {
    method: 'GET',
    url: `/api/school/${kind}?per_page=100&search=${encodeURIComponent(term)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<{ data: Record<string, unknown> }>().data;
  return (data[kind] as { id: number }[]).map((r) => r.id).sort((x, y) => x - y);
}

/** A person of `kind` in the school, with these user fields: the id of their record. */
async function person(
  kind: Kind,
  schoolId: number,
  user: { name: string; email?: string; phone?: string | null },
): Promise<number> {
  if (kind === 'students') return (await createStudent(t.db, schoolId, { user })).student.id;
  if (kind === 'teachers') return (await createTeacher(t.db, schoolId, { user })).teacher.id;
  return (await createParent(t.db, schoolId, { user })).parent.id;
}

const KINDS: Kind[] = ['students', 'teachers', 'parents'];

describe.each(KINDS)('searching %s', (kind) => {
  it('finds name, e-mail and phone in any case, and short terms at the start of the name', async () => {
    const m = marker('q').toLowerCase();
    const phone = '0800 555 321';
    const mine = await person(kind, a.schoolId, { name: `Qorvath ${m}`, email: `${m}@mail.test`, phone });
    const theirs = await person(kind, b.schoolId, { name: `Qorvath ${m}`, email: `b${m}@mail.test`, phone });
    for (const term of [m, m.toUpperCase(), `QORVATH ${m}`, `${m}@MAIL.TEST`]) {
      expect(await found(a, kind, term), term).toEqual([mine]);
    }
    // The phone is found by its digits as typed, with the space.
    expect(await found(a, kind, '555 321')).toContain(mine);
    expect(await found(a, kind, '555 321')).not.toContain(theirs);
    // One or two characters: the start of the name, not the inside of it.
    expect(await found(a, kind, 'qo')).toContain(mine);
    expect(await found(a, kind, 'Q')).toContain(mine);
    expect(await found(a, kind, 'or')).not.toContain(mine);
    expect(await found(a, kind, 'rva')).toContain(mine);
    // Never the other school's person of the same name.
    for (const term of [m, 'qo', 'Qorvath']) expect(await found(a, kind, term)).not.toContain(theirs);
  });

  it('takes %, _, \\ and quotes as the characters they are', async () => {
    const m = marker('w').toLowerCase();
    const odd = await person(kind, a.schoolId, { name: `O'Brien "50%_off" a\\b ${m}` });
    const plain = await person(kind, a.schoolId, { name: `Obrien 50xoff ab ${m}` });
    expect(await found(a, kind, `O'Brien`)).toEqual([odd]);
    expect(await found(a, kind, '"50%_off"')).toEqual([odd]);
    expect(await found(a, kind, '50%_')).toEqual([odd]);
    expect(await found(a, kind, 'a\\b')).toEqual([odd]);
    expect(await found(a, kind, '%%%')).toEqual([]);
    expect(await found(a, kind, '___')).toEqual([]);
    expect(await found(a, kind, `o'`)).toEqual([odd]);
    expect(await found(a, kind, m)).toEqual([odd, plain].sort((x, y) => x - y));
  });

  it('finds accented names by the letters typed, in their case and (PostgreSQL) in another', async () => {
    const m = marker('a').toLowerCase();
    const accented = await person(kind, a.schoolId, { name: `Zoë Ñúñez ${m}` });
    expect(await found(a, kind, `Zoë Ñúñez ${m}`)).toEqual([accented]);
    expect(await found(a, kind, `ñez ${m}`)).toEqual([accented]);
    // SQLite folds the case of A to Z only (no ICU); PostgreSQL folds every letter.
    if (t.engine === 'postgres') expect(await found(a, kind, `ZOË ÑÚÑEZ ${m}`)).toEqual([accented]);
  });
});

describe('the index of people', () => {
  it('follows a changed name, e-mail, phone or code, and forgets a deleted record', async () => {
    const m = marker('f').toLowerCase();
    const { user, student } = await createStudent(t.db, a.schoolId, { user: { name: `Before ${m}` } });
    await t.db
      .updateTable('users')
      .set({ name: `After ${m}`, phone: '0999 12345' })
      .where('id', '=', user.id)
      .execute();
    expect(await found(a, 'students', `before ${m}`)).toEqual([]);
    expect(await found(a, 'students', `after ${m}`)).toEqual([student.id]);
    expect(await found(a, 'students', '0999 12345')).toEqual([student.id]);
    await t.db
      .updateTable('students')
      .set({ admission_no: `CODE-${m}` })
      .where('id', '=', student.id)
      .execute();
    expect(await found(a, 'students', `code-${m}`)).toEqual([student.id]);
    await t.db.deleteFrom('students').where('id', '=', student.id).execute();
    expect(await found(a, 'students', `after ${m}`)).toEqual([]);
    const rows =
      await sql`SELECT 1 FROM people_search WHERE kind = 'students' AND record_id = ${student.id}`.execute(
        t.db,
      );
    expect(rows.rows).toEqual([]);
  });

  it("finds a parent by a child's code, but never through another school's child", async () => {
    const m = marker('c').toLowerCase();
    const kid = (await createStudent(t.db, a.schoolId)).student;
    await t.db
      .updateTable('students')
      .set({ admission_no: `KID-${m}` })
      .where('id', '=', kid.id)
      .execute();
    const { parent } = await createParent(t.db, a.schoolId, { students: [kid.id] });
    expect(await found(a, 'parents', `kid-${m}`)).toEqual([parent.id]);
    const before = await snapshot(t.db, await tableNames(t.db));
    expect(await found(b, 'parents', `kid-${m}`)).toEqual([]);
    expect(await found(b, 'students', `kid-${m}`)).toEqual([]);
    const one = await call(t.app, b.token, { method: 'GET', url: `/api/school/students/${kid.id}` });
    expect(one.statusCode).toBe(404);
    expect(await snapshot(t.db, await tableNames(t.db))).toEqual(before);
  });

  it.each(['patel', 'pa'])('answers "%s" from the (school, kind, document) index alone', async (term) => {
    const query = sql`${peopleMatching('students', a.schoolId, term)}`.compile(t.db);
    if (t.engine === 'postgres') {
      const plan = await postgresPlan(t.db, query);
      expect(plan).toMatch(/Index Only Scan using people_search_school_idx/);
      expect(plan).toMatch(/Index Cond: \(\(school_id = \d+\) AND \(kind = 'students'::text\)/);
    } else {
      const details = await sqlitePlan(t.db, query);
      expect(details).toMatch(/USING COVERING INDEX people_search_school_idx \(school_id=\? AND kind=\?/);
    }
  });

  it('is built from the people already there when the migration runs, and dropped by its down', async () => {
    const m = marker('g').toLowerCase();
    await peopleSearch.down(t.db as never);
    const { student } = await createStudent(t.db, a.schoolId, { user: { name: `Earlier ${m}` } });
    const { teacher } = await createTeacher(t.db, a.schoolId, { user: { name: `Earlier ${m}` } });
    await peopleSearch.up(t.db as never);
    expect(await found(a, 'students', `earlier ${m}`)).toEqual([student.id]);
    expect(await found(a, 'teachers', `earlier ${m}`)).toEqual([teacher.id]);
    const { student: later } = await createStudent(t.db, a.schoolId, { user: { name: `Earlier ${m} 2` } });
    expect(await found(a, 'students', `earlier ${m}`)).toEqual([student.id, later.id]);
  });
});
