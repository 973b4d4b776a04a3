import type { SectionList, SubjectTeaching } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oneClassTeacher from '../../src/db/migrations/2026_11_29_0100_one_class_teacher_per_place';
import { isoNow } from '../../src/lib/time';
import { createClass, createSection } from '../helpers/academics';
import { createTeacher } from '../helpers/people';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, FORBIDDEN, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Who teaches where: a teacher's classes, sections and class-teacher places kept whole through
 * every edit (the dialog saves back what it loaded), one class teacher per class or section (the
 * API says who holds it, the database keeps racing saves from both winning), and the subjects
 * linked to classes with their teachers there, which the subject and class figures count.
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

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, token, { method, url: `/api/school${url}`, ...(payload ? { payload } : {}) });

interface Placement {
  class_id: number;
  class_name: string;
  section_id: number | null;
  section_name: string | null;
  is_class_teacher: boolean;
}

const teacherOf = async (session: SchoolAdminSession) =>
  (await createTeacher(t.db, session.schoolId)).teacher;

async function detail(id: number, session = a) {
  const res = await as(session.token, 'GET', `/teachers/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { placements: Placement[]; subject_assignments: unknown[]; classes: unknown[] };
}

/** What the Assign Classes dialog sends when the user saves it without changing anything. */
function unchanged(placements: Placement[]) {
  return {
    class_ids: [...new Set(placements.map((p) => p.class_id))],
    section_ids: placements.flatMap((p) => (p.section_id === null ? [] : [p.section_id])),
    class_teacher_of: placements
      .filter((p) => p.is_class_teacher)
      .map((p) => ({ class_id: p.class_id, section_id: p.section_id })),
  };
}

async function createSubject(schoolId: number, name = `Subject ${Math.random().toString(36).slice(2, 8)}`) {
  const now = isoNow();
  return t.db
    .insertInto('subjects')
    .values({ school_id: schoolId, name, code: null, description: null, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Two classes, one with two sections, and a teacher placed in both with a class-teacher place. */
async function placedTeacher() {
  const five = await createClass(t.db, a.schoolId);
  const fiveA = await createSection(t.db, a.schoolId, five.id, { name: 'A' });
  const fiveB = await createSection(t.db, a.schoolId, five.id, { name: 'B' });
  const six = await createClass(t.db, a.schoolId);
  const teacher = await teacherOf(a);
  const res = await as(a.token, 'POST', `/teachers/${teacher.id}/assign-classes`, {
    class_ids: [five.id, six.id],
    section_ids: [fiveA.id, fiveB.id],
    class_teacher_of: [{ class_id: five.id, section_id: fiveB.id }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { five, fiveA, fiveB, six, teacher };
}

describe("a teacher's classes, sections and class-teacher places", () => {
  it('are all in the teacher as the dialogs load it, and saving them back loses nothing', async () => {
    const { five, fiveA, fiveB, six, teacher } = await placedTeacher();
    const loaded = await detail(teacher.id);
    expect(loaded.placements).toEqual([
      {
        class_id: five.id,
        class_name: five.name,
        section_id: fiveA.id,
        section_name: 'A',
        is_class_teacher: false,
      },
      {
        class_id: five.id,
        class_name: five.name,
        section_id: fiveB.id,
        section_name: 'B',
        is_class_teacher: true,
      },
      {
        class_id: six.id,
        class_name: six.name,
        section_id: null,
        section_name: null,
        is_class_teacher: false,
      },
    ]);
    // Reopen and save, twice: the same state each time.
    for (let round = 0; round < 2; round++) {
      const res = await as(
        a.token,
        'POST',
        `/teachers/${teacher.id}/assign-classes`,
        unchanged(loaded.placements),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.placements).toEqual(loaded.placements);
    }
    expect((await detail(teacher.id)).placements).toEqual(loaded.placements);
  });

  it('gives the class-teacher role only to the places chosen for it, not to every class of the call', async () => {
    const { six, teacher } = await placedTeacher();
    // Adding a class keeps the one place led and does not make the teacher lead the new class.
    const seven = await createClass(t.db, a.schoolId);
    const before = (await detail(teacher.id)).placements;
    const input = unchanged(before);
    const res = await as(a.token, 'POST', `/teachers/${teacher.id}/assign-classes`, {
      ...input,
      class_ids: [...input.class_ids, seven.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data.placements as Placement[];
    expect(after.filter((p) => p.is_class_teacher)).toEqual(before.filter((p) => p.is_class_teacher));
    expect(after.find((p) => p.class_id === seven.id)).toMatchObject({
      section_id: null,
      is_class_teacher: false,
    });
    expect(after.find((p) => p.class_id === six.id)).toMatchObject({ is_class_teacher: false });
  });

  it('refuses a class-teacher place that is not one of the chosen places (422), changing nothing', async () => {
    const { five, fiveA, six, teacher } = await placedTeacher();
    const unchosen = await createClass(t.db, a.schoolId);
    const state = await snapshot(t.db, tables);
    for (const place of [
      // The whole class, though the teacher teaches it in sections.
      { class_id: five.id, section_id: null },
      // A section of a class taught whole.
      { class_id: six.id, section_id: fiveA.id },
      // A class not chosen at all.
      { class_id: unchosen.id, section_id: null },
    ]) {
      const res = await as(a.token, 'POST', `/teachers/${teacher.id}/assign-classes`, {
        class_ids: [five.id, six.id],
        section_ids: [fiveA.id],
        class_teacher_of: [place],
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['class_teacher_of']);
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });
});

describe('one class teacher per class or section', () => {
  it('answers 409 naming the teacher who leads the section or whole class, and changes nothing', async () => {
    const { five, fiveA, fiveB, six, teacher } = await placedTeacher();
    await as(a.token, 'POST', `/teachers/${teacher.id}/assign-classes`, {
      ...unchanged((await detail(teacher.id)).placements),
      class_teacher_of: [
        { class_id: five.id, section_id: fiveB.id },
        { class_id: six.id, section_id: null },
      ],
    });
    const holder = await t.db
      .selectFrom('users')
      .innerJoin('teachers', 'teachers.user_id', 'users.id')
      .select('users.name')
      .where('teachers.id', '=', teacher.id)
      .executeTakeFirstOrThrow();
    const other = await teacherOf(a);
    const state = await snapshot(t.db, tables);
    for (const [input, place] of [
      [
        {
          class_ids: [five.id],
          section_ids: [fiveB.id],
          class_teacher_of: [{ class_id: five.id, section_id: fiveB.id }],
        },
        `Section B of class ${five.name}`,
      ],
      // Spec 02's one flag asks to lead every place of the call: the taken one is refused.
      [{ class_ids: [six.id], is_class_teacher: true }, `Class ${six.name}`],
    ] as const) {
      const res = await as(a.token, 'POST', `/teachers/${other.id}/assign-classes`, input);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        message: `${place} already has a class teacher: ${holder.name}. A class or section has one class teacher; remove theirs first.`,
      });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
    // Another section of the class, and teaching the led places without leading them, are free.
    const res = await as(a.token, 'POST', `/teachers/${other.id}/assign-classes`, {
      class_ids: [five.id, six.id],
      section_ids: [fiveA.id, fiveB.id],
      class_teacher_of: [{ class_id: five.id, section_id: fiveA.id }],
    });
    expect(res.statusCode, res.body).toBe(200);
    // The holder saving their own state again is not a conflict with themselves.
    const again = await as(
      a.token,
      'POST',
      `/teachers/${teacher.id}/assign-classes`,
      unchanged((await detail(teacher.id)).placements),
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('lets exactly one of several racing saves lead a place; the others get the same 409', async () => {
    const schoolClass = await createClass(t.db, a.schoolId);
    const section = await createSection(t.db, a.schoolId, schoolClass.id, { name: 'R' });
    const teachers = await Promise.all(Array.from({ length: 6 }, () => teacherOf(a)));
    for (const place of [
      { class_id: schoolClass.id, section_id: section.id },
      { class_id: (await createClass(t.db, a.schoolId)).id, section_id: null },
    ]) {
      const answers = await Promise.all(
        teachers.map((teacher) =>
          as(a.token, 'POST', `/teachers/${teacher.id}/assign-classes`, {
            class_ids: [place.class_id],
            section_ids: place.section_id === null ? [] : [place.section_id],
            class_teacher_of: [place],
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      for (const r of answers.filter((x) => x.statusCode === 409)) {
        expect(r.json().message).toMatch(/already has a class teacher: /);
      }
      const leaders = await t.db
        .selectFrom('teacher_classes')
        .select('teacher_id')
        .where('class_id', '=', place.class_id)
        .where('is_class_teacher', '=', true)
        .execute();
      expect(leaders).toHaveLength(1);
    }
  });

  it('is held by the database itself: a second class teacher of a place cannot be written', async () => {
    const schoolClass = await createClass(t.db, a.schoolId);
    const section = await createSection(t.db, a.schoolId, schoolClass.id);
    const [one, two] = [await teacherOf(a), await teacherOf(a)];
    const now = isoNow();
    const row = (teacherId: number, sectionId: number | null) => ({
      school_id: a.schoolId,
      teacher_id: teacherId,
      class_id: schoolClass.id,
      section_id: sectionId,
      is_class_teacher: true,
      created_at: now,
      updated_at: now,
    });
    for (const sectionId of [section.id, null]) {
      await t.db.insertInto('teacher_classes').values(row(one.id, sectionId)).execute();
      await expect(
        t.db.insertInto('teacher_classes').values(row(two.id, sectionId)).execute(),
      ).rejects.toThrow();
      // Teaching there without leading it is fine.
      await t.db
        .insertInto('teacher_classes')
        .values({ ...row(two.id, sectionId), is_class_teacher: false })
        .execute();
    }
  });
});

describe("a subject's classes and teachers", () => {
  const teaching = async (id: number, session = a): Promise<SubjectTeaching> => {
    const res = await as(session.token, 'GET', `/subjects/${id}/teaching`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: SubjectTeaching }>().data;
  };
  const subjectCount = async (id: number) =>
    (await as(a.token, 'GET', `/subjects/${id}`)).json().data.teachers_count as number;
  const classSubjects = async (id: number) =>
    (await as(a.token, 'GET', `/classes/${id}/analytics`)).json().data.total_subjects as number;

  it('links classes (with or without teachers) and teachers in a class or section: the counts follow', async () => {
    const subject = await createSubject(a.schoolId);
    const five = await createClass(t.db, a.schoolId);
    const fiveA = await createSection(t.db, a.schoolId, five.id, { name: 'A' });
    const six = await createClass(t.db, a.schoolId);
    const [one, two] = [await teacherOf(a), await teacherOf(a)];
    expect(await teaching(subject.id)).toEqual({ classes: [], school_wide_teachers: [] });
    expect(await subjectCount(subject.id)).toBe(0);
    expect(await classSubjects(six.id)).toBe(0);

    // Six offers it before anyone teaches it there.
    const audit = await lastAuditId(t.db);
    const res = await as(a.token, 'PUT', `/subjects/${subject.id}/teaching`, {
      classes: [
        {
          class_id: five.id,
          teachers: [
            { teacher_id: one.id, section_id: fiveA.id },
            { teacher_id: two.id, section_id: null },
            { teacher_id: two.id, section_id: null },
          ],
        },
        { class_id: six.id, teachers: [] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Subject classes and teachers saved successfully!');
    const saved = await teaching(subject.id);
    expect(res.json().data).toEqual(saved);
    expect(saved.classes.map((c) => c.class_id).sort()).toEqual([five.id, six.id].sort());
    const inFive = saved.classes.find((c) => c.class_id === five.id)!;
    expect(inFive.teachers).toHaveLength(2);
    expect(inFive.teachers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ teacher_id: one.id, section_id: fiveA.id, section_name: 'A' }),
        expect.objectContaining({ teacher_id: two.id, section_id: null, section_name: null }),
      ]),
    );
    expect(await subjectCount(subject.id)).toBe(2);
    expect(await classSubjects(five.id)).toBe(1);
    expect(await classSubjects(six.id)).toBe(1);
    // The teacher's own view holds it, so their dialogs load it.
    expect((await detail(one.id)).subject_assignments).toEqual([
      {
        subject_id: subject.id,
        subject_name: subject.name,
        class_id: five.id,
        class_name: five.name,
        section_id: fiveA.id,
        section_name: 'A',
      },
    ]);
    const [entry] = await auditsOfEvent(t.db, 'subject_teaching_set', audit);
    expect(entry).toMatchObject({ school_id: a.schoolId, user_id: a.userId });
    expect(entry!.properties).toMatchObject({
      subject_id: subject.id,
      before: { classes: [] },
      after: saved,
    });

    // Saving what was loaded changes nothing; dropping a class and a teacher lowers the counts.
    const back = await as(a.token, 'PUT', `/subjects/${subject.id}/teaching`, {
      classes: saved.classes.map((c) => ({
        class_id: c.class_id,
        teachers: c.teachers.map(({ teacher_id, section_id }) => ({ teacher_id, section_id })),
      })),
    });
    expect(back.json().data).toEqual(saved);
    await as(a.token, 'PUT', `/subjects/${subject.id}/teaching`, {
      classes: [{ class_id: five.id, teachers: [{ teacher_id: one.id, section_id: fiveA.id }] }],
    });
    expect(await subjectCount(subject.id)).toBe(1);
    expect(await classSubjects(six.id)).toBe(0);
  });

  it('keeps the teachers who teach the subject school-wide, and shows them apart', async () => {
    const subject = await createSubject(a.schoolId);
    const teacher = await teacherOf(a);
    const assigned = await as(a.token, 'POST', `/teachers/${teacher.id}/assign-subjects`, {
      subject_ids: [subject.id],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const schoolClass = await createClass(t.db, a.schoolId);
    await as(a.token, 'PUT', `/subjects/${subject.id}/teaching`, { classes: [{ class_id: schoolClass.id }] });
    const now = await teaching(subject.id);
    expect(now.school_wide_teachers).toEqual([{ teacher_id: teacher.id, teacher_name: expect.any(String) }]);
    expect(now.classes).toEqual([{ class_id: schoolClass.id, class_name: schoolClass.name, teachers: [] }]);
    expect(await subjectCount(subject.id)).toBe(1);
  });

  it("links the classes a teacher's assigned subjects are taught in", async () => {
    const subject = await createSubject(a.schoolId);
    const teacher = await teacherOf(a);
    const schoolClass = await createClass(t.db, a.schoolId);
    await as(a.token, 'POST', `/teachers/${teacher.id}/assign-subjects`, {
      subject_ids: [subject.id],
      class_ids: [schoolClass.id],
    });
    expect(await classSubjects(schoolClass.id)).toBe(1);
    expect((await teaching(subject.id)).classes).toEqual([
      {
        class_id: schoolClass.id,
        class_name: schoolClass.name,
        teachers: [expect.objectContaining({ teacher_id: teacher.id, section_id: null })],
      },
    ]);
  });

  it("refuses another school's classes, sections and teachers and a section of another class (422), naming each", async () => {
    const subject = await createSubject(a.schoolId);
    const mine = await createClass(t.db, a.schoolId);
    const otherOfMine = await createClass(t.db, a.schoolId);
    const strayMine = await createSection(t.db, a.schoolId, otherOfMine.id);
    const theirs = await createClass(t.db, b.schoolId);
    const theirSection = await createSection(t.db, b.schoolId, theirs.id);
    const theirTeacher = await teacherOf(b);
    const myTeacher = await teacherOf(a);
    const state = await snapshot(t.db, tables);
    const res = await as(a.token, 'PUT', `/subjects/${subject.id}/teaching`, {
      classes: [
        {
          class_id: mine.id,
          teachers: [
            { teacher_id: theirTeacher.id, section_id: null },
            { teacher_id: myTeacher.id, section_id: theirSection.id },
            { teacher_id: myTeacher.id, section_id: strayMine.id },
          ],
        },
        { class_id: theirs.id, teachers: [] },
        { class_id: mine.id, teachers: [] },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      'classes.0.teachers.0.teacher_id': ['The selected teacher is invalid.'],
      'classes.0.teachers.1.section_id': ['The selected section is invalid.'],
      'classes.0.teachers.2.section_id': ['The section is not of this class.'],
      'classes.1.class_id': ['The selected class is invalid.'],
      'classes.2.class_id': ['Each class can be listed once.'],
    });
    const malformed = await as(a.token, 'PUT', `/subjects/${subject.id}/teaching`, { classes: [{}] });
    expect(malformed.statusCode).toBe(422);
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it("answers 404 for another school's subject, and nothing changes", async () => {
    const subject = await createSubject(a.schoolId);
    const theirClass = await createClass(t.db, b.schoolId);
    const state = await snapshot(t.db, tables);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { classes: [{ class_id: theirClass.id }] }],
    ] as const) {
      const res = await as(b.token, method, `/subjects/${subject.id}/teaching`, body);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Subject not found.' });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it('needs subjects_update to change and subjects_view to read', async () => {
    const subject = await createSubject(a.schoolId);
    await withoutPermission(t, 'subjects_update', async () => {
      const res = await as(a.token, 'PUT', `/subjects/${subject.id}/teaching`, { classes: [] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    });
    await withoutPermission(t, 'subjects_view', async () => {
      expect((await as(a.token, 'GET', `/subjects/${subject.id}/teaching`)).statusCode).toBe(403);
    });
  });

  it('deleting a subject that classes offer (no teachers) takes the links, named in the entry', async () => {
    const subject = await createSubject(a.schoolId);
    const schoolClass = await createClass(t.db, a.schoolId);
    await as(a.token, 'PUT', `/subjects/${subject.id}/teaching`, { classes: [{ class_id: schoolClass.id }] });
    const audit = await lastAuditId(t.db);
    expect((await as(a.token, 'DELETE', `/subjects/${subject.id}`)).statusCode).toBe(200);
    const [entry] = await auditsOfEvent(t.db, 'subject_deleted', audit);
    expect(entry!.properties).toMatchObject({
      before: { classes: [{ class_id: schoolClass.id, class_name: schoolClass.name }] },
    });
    expect(await classSubjects(schoolClass.id)).toBe(0);
  });
});

describe('the sections list', () => {
  it('is ordered by class, then by section name, unless another order is asked for', async () => {
    const session = await schoolAdminSession(t.db);
    const beta = await createClass(t.db, session.schoolId, { name: 'Beta' });
    const alpha = await createClass(t.db, session.schoolId, { name: 'alpha' });
    for (const [classId, name] of [
      [beta.id, 'A'],
      [alpha.id, 'C'],
      [beta.id, 'b'],
      [alpha.id, 'A'],
    ] as const) {
      await createSection(t.db, session.schoolId, classId, { name });
    }
    const names = async (query: string) =>
      (await as(session.token, 'GET', `/sections${query}`))
        .json<{ data: SectionList }>()
        .data.sections.map((s) => `${s.class_name} ${s.name}`);
    expect(await names('')).toEqual(['alpha A', 'alpha C', 'Beta A', 'Beta b']);
    expect(await names('?sort=class&direction=desc')).toEqual(['Beta b', 'Beta A', 'alpha C', 'alpha A']);
    // By section name alone, ties in creation order.
    expect(await names('?sort=name')).toEqual(['Beta A', 'alpha A', 'Beta b', 'alpha C']);
  });
});

describe('the migration to one class teacher per place', () => {
  it('keeps the first of the class teachers a place already had, and the others teaching there', async () => {
    const schoolClass = await createClass(t.db, a.schoolId);
    const section = await createSection(t.db, a.schoolId, schoolClass.id);
    const teachers = [await teacherOf(a), await teacherOf(a), await teacherOf(a)];
    await oneClassTeacher.down(t.db as never);
    const now = isoNow();
    // Two whole-class leaders and two of the section, as the old single flag could leave them.
    const ids: number[] = [];
    for (const [teacher, sectionId] of [
      [teachers[0]!, null],
      [teachers[1]!, null],
      [teachers[1]!, section.id],
      [teachers[2]!, section.id],
    ] as const) {
      const row = await t.db
        .insertInto('teacher_classes')
        .values({
          school_id: a.schoolId,
          teacher_id: teacher.id,
          class_id: schoolClass.id,
          section_id: sectionId,
          is_class_teacher: true,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await oneClassTeacher.up(t.db as never);
    const rows = await t.db
      .selectFrom('teacher_classes')
      .select(['id', 'is_class_teacher'])
      .where('class_id', '=', schoolClass.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id, Boolean(r.is_class_teacher)])).toEqual([
      [ids[0], true],
      [ids[1], false],
      [ids[2], true],
      [ids[3], false],
    ]);
  });
});
