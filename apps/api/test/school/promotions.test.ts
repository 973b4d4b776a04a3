import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createYear } from '../helpers/academics';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, FORBIDDEN, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { seated, yearEnd } from './enrolment-helpers';

/*
 * Year end in one step: a class or section promoted into next year from its review list (each
 * student promoted, moved or held back; roll numbers kept or renumbered), or a final class
 * graduated, in one transaction with one audit entry; all or nothing.
 */
let t: TestApp;
let tables: string[];
let a: SchoolAdminSession;
let b: SchoolAdminSession;

beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = a.token) =>
  call(t.app, token, { method: 'POST', url: `/api/school-admin${url}`, payload });

/** Section 5-A of this year: Chen (roll 2), Asha (roll 10), Ben (roll 1); Dev transferred. */
async function sectionA(capacity: number | null = null) {
  const s = await yearEnd(t, a.schoolId, { capacity });
  const place = { yearId: s.year.id, classId: s.five.id, sectionId: s.fiveA.id };
  const chen = await seated(t, a.schoolId, place, 'Chen', '2');
  const asha = await seated(t, a.schoolId, place, 'Asha', '10');
  const ben = await seated(t, a.schoolId, place, 'Ben', '1');
  const dev = await seated(t, a.schoolId, place, 'Dev', '3');
  await t.db.updateTable('students').set({ status: 'transferred' }).where('id', '=', dev.id).execute();
  const base = {
    from_academic_year_id: s.year.id,
    from_class_id: s.five.id,
    from_section_id: s.fiveA.id,
    to_academic_year_id: s.next.id,
    to_class_id: s.six.id,
    to_section_id: s.sixA.id,
  };
  return { ...s, chen, asha, ben, dev, base };
}

const enrolmentsIn = (yearId: number) =>
  t.db
    .selectFrom('enrollments')
    .select(['student_id', 'class_id', 'section_id', 'roll_no'])
    .where('academic_year_id', '=', yearId)
    .orderBy('student_id')
    .execute();

describe('the review list', () => {
  it("lists the section's active students by roll number, saying who is in the target year already", async () => {
    const s = await sectionA();
    const query = `academic_year_id=${s.year.id}&class_id=${s.five.id}&section_id=${s.fiveA.id}`;
    const res = await call(t.app, a.token, {
      method: 'GET',
      url: `/api/school-admin/promotions/candidates?${query}&to_academic_year_id=${s.next.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().data.students.map((c: { name: string; roll_no: string }) => [c.name, c.roll_no]),
    ).toEqual([
      ['Ben', '1'],
      ['Chen', '2'],
      ['Asha', '10'],
    ]);
    // Another school's class and year are not theirs to read.
    const theirs = await call(t.app, b.token, {
      method: 'GET',
      url: `/api/school-admin/promotions/candidates?${query}`,
    });
    expect(theirs.statusCode).toBe(422);
    expect(Object.keys(theirs.json().errors).sort()).toEqual(['academic_year_id', 'class_id', 'section_id']);
  });
});

describe('promoting a section', () => {
  it('promotes, moves and holds back from the review list, renumbered by name, audited as one entry', async () => {
    const s = await sectionA();
    const before = await lastAuditId(t.db);
    const thisYear = await enrolmentsIn(s.year.id);
    const res = await post('/promotions', {
      ...s.base,
      roll_numbers: 'by_name',
      students: [
        { student_id: s.chen.id, action: 'promote' },
        { student_id: s.asha.id, action: 'promote' },
        { student_id: s.ben.id, action: 'promote', section_id: s.sixB.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ promoted: 2, moved: 1, held_back: 0 });
    expect(await enrolmentsIn(s.next.id)).toEqual([
      { student_id: s.chen.id, class_id: s.six.id, section_id: s.sixA.id, roll_no: '2' },
      { student_id: s.asha.id, class_id: s.six.id, section_id: s.sixA.id, roll_no: '1' },
      { student_id: s.ben.id, class_id: s.six.id, section_id: s.sixB.id, roll_no: '1' },
    ]);
    // This year's enrolments are untouched: the list of this year reads the same.
    expect(await enrolmentsIn(s.year.id)).toEqual(thisYear);
    const entries = await auditsOfEvent(t.db, 'class_promoted', before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      school_id: a.schoolId,
      properties: { counts: { promoted: 2, moved: 1, held_back: 0 }, roll_numbers: 'by_name' },
    });
  });

  it('holds students back, keeps roll numbers, and renumbers by old roll number after those held', async () => {
    const s = await sectionA();
    const kept = await post('/promotions', {
      ...s.base,
      students: [
        { student_id: s.chen.id, action: 'promote' },
        { student_id: s.asha.id, action: 'hold' },
        { student_id: s.ben.id, action: 'hold' },
      ],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ promoted: 1, moved: 0, held_back: 2 });
    // The held back are promoted later: those already promoted are held this time.
    const later = await post('/promotions', {
      ...s.base,
      roll_numbers: 'by_roll_no',
      students: [
        { student_id: s.chen.id, action: 'hold' },
        { student_id: s.asha.id, action: 'promote' },
        { student_id: s.ben.id, action: 'promote' },
      ],
    });
    expect(later.statusCode, later.body).toBe(200);
    const rolls = Object.fromEntries((await enrolmentsIn(s.next.id)).map((e) => [e.student_id, e.roll_no]));
    expect(rolls).toEqual({ [s.chen.id]: '2', [s.ben.id]: '3', [s.asha.id]: '4' });
  });

  it('refuses kept roll numbers that would repeat, a full section, an earlier year and foreign ids: nothing written', async () => {
    const s = await sectionA(2);
    const everyone = [s.chen, s.asha, s.ben].map((x) => ({ student_id: x.id, action: 'promote' }));
    const otherSchoolYear = await createYear(t.db, b.schoolId);
    await seated(
      t,
      a.schoolId,
      { yearId: s.next.id, classId: s.six.id, sectionId: s.sixB.id },
      'Already',
      '10',
    );
    const state = await snapshot(t.db, tables);
    const before = await lastAuditId(t.db);

    const full = await post('/promotions', { ...s.base, roll_numbers: 'by_name', students: everyone });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.students[0]).toMatch(/has 2 seats left; 3 students would be placed in it/);

    const repeated = await post('/promotions', { ...s.base, to_section_id: s.sixB.id, students: everyone });
    expect(repeated.statusCode).toBe(422);
    expect(Object.keys(repeated.json().errors)).toEqual(['roll_numbers']);
    expect(repeated.json().errors.roll_numbers[0]).toMatch(/Roll number 10 of Asha/);

    const backwards = await post('/promotions', {
      ...s.base,
      from_academic_year_id: s.next.id,
      to_academic_year_id: s.year.id,
      students: everyone,
    });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toContain('to_academic_year_id');

    const foreign = await post('/promotions', {
      ...s.base,
      to_academic_year_id: otherSchoolYear.id,
      students: everyone,
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['to_academic_year_id']);
    const moved = await post('/promotions', {
      ...s.base,
      students: [{ ...everyone[0], section_id: s.fiveB.id }, ...everyone.slice(1)],
    });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['students.0.section_id']);

    // Another school's admin: every id of this school is invalid to them, and nothing changes.
    const outsider = await post('/promotions', { ...s.base, students: everyone }, b.token);
    expect(outsider.statusCode).toBe(422);
    expect(Object.keys(outsider.json().errors).sort()).toEqual([
      'from_academic_year_id',
      'from_class_id',
      'from_section_id',
      'to_academic_year_id',
      'to_class_id',
      'to_section_id',
    ]);
    expect(await snapshot(t.db, tables)).toEqual(state);
    expect(await auditsOfEvent(t.db, 'class_promoted', before)).toEqual([]);
  });

  it('refuses a review list that no longer matches the class (409), or names a student twice (422)', async () => {
    const s = await sectionA();
    const state = await snapshot(t.db, tables);
    const missing = await post('/promotions', {
      ...s.base,
      students: [s.chen, s.asha].map((x) => ({ student_id: x.id, action: 'promote' })),
    });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toMatch(/changed since its review list was read/);
    const withTransferred = await post('/promotions', {
      ...s.base,
      students: [s.chen, s.asha, s.ben, s.dev].map((x) => ({ student_id: x.id, action: 'promote' })),
    });
    expect(withTransferred.statusCode).toBe(409);
    const twice = await post('/promotions', {
      ...s.base,
      students: [s.chen, s.chen, s.asha, s.ben].map((x) => ({ student_id: x.id, action: 'promote' })),
    });
    expect(twice.statusCode).toBe(422);
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it('of two promotions of the same students at once, one wins and the other gets 409', async () => {
    const s = await sectionA();
    const body = {
      ...s.base,
      roll_numbers: 'keep',
      students: [s.chen, s.asha, s.ben].map((x) => ({ student_id: x.id, action: 'promote' })),
    };
    const before = await lastAuditId(t.db);
    const answers = await Promise.all([
      post('/promotions', body),
      post('/promotions', { ...body, to_section_id: s.sixB.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toMatch(/already enrolled in/);
    expect(await enrolmentsIn(s.next.id)).toHaveLength(3);
    expect(await auditsOfEvent(t.db, 'class_promoted', before)).toHaveLength(1);
  });

  it('needs students_promote', async () => {
    const s = await sectionA();
    await withoutPermission(t, 'students_promote', async () => {
      const res = await post('/promotions', {
        ...s.base,
        students: [s.chen, s.asha, s.ben].map((x) => ({ student_id: x.id, action: 'promote' })),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    });
  });
});

describe('the single promotion agrees', () => {
  it('refuses a student who is not active (409), as the class promotion leaves them out', async () => {
    const s = await sectionA();
    const res = await post(`/students/${s.dev.id}/promote`, {
      new_academic_year_id: s.next.id,
      new_class_id: s.six.id,
      new_section_id: s.sixA.id,
      new_roll_no: '40',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/only active students are promoted/);
  });
});

describe('graduating a final class', () => {
  it('makes its students alumni, frees their seats, holds back whom it is told, in one entry', async () => {
    const s = await sectionA();
    await t.db.updateTable('sections').set({ capacity: 3 }).where('id', '=', s.fiveA.id).execute();
    const before = await lastAuditId(t.db);
    const res = await post('/graduations', {
      academic_year_id: s.year.id,
      class_id: s.five.id,
      section_id: s.fiveA.id,
      students: [
        { student_id: s.chen.id, action: 'promote' },
        { student_id: s.asha.id, action: 'promote' },
        { student_id: s.ben.id, action: 'hold' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ graduated: 2, held_back: 1 });
    const statuses = await t.db
      .selectFrom('students')
      .select(['id', 'status'])
      .where('id', 'in', [s.chen.id, s.asha.id, s.ben.id])
      .orderBy('id')
      .execute();
    expect(statuses.map((x) => x.status)).toEqual(['alumni', 'alumni', 'active']);
    // Their enrolments stay as history; two of three seats are free again.
    expect((await enrolmentsIn(s.year.id)).filter((e) => e.section_id === s.fiveA.id)).toHaveLength(4);
    const sections = (
      await call(t.app, a.token, { method: 'GET', url: `/api/school/sections?class_id=${s.five.id}` })
    ).json().data.sections;
    expect(sections.find((x: { id: number }) => x.id === s.fiveA.id).students_count).toBe(1);
    const entries = await auditsOfEvent(t.db, 'class_graduated', before);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.properties).toMatchObject({ counts: { graduated: 2, held_back: 1 } });

    const outsider = await post(
      '/graduations',
      {
        academic_year_id: s.year.id,
        class_id: s.five.id,
        students: [{ student_id: s.ben.id, action: 'promote' }],
      },
      b.token,
    );
    expect(outsider.statusCode).toBe(422);
    const stale = await post('/graduations', {
      academic_year_id: s.year.id,
      class_id: s.five.id,
      section_id: s.fiveA.id,
      students: [{ student_id: s.chen.id, action: 'promote' }],
    });
    expect(stale.statusCode).toBe(409);
  });
});
