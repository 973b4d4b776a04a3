import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createClass, createSection, currentYear } from '../helpers/academics';
import { createUser } from '../helpers/factories';
import { mintToken, snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A class or section without students may still hold what a delete would lose: notices addressed
 * to it (left addressed to nothing) and attendance registers (which cascaded with it, marks and
 * all, before this rule). Either keeps it: 409 saying which, and nothing is deleted.
 */
let t: TestApp;
let tables: string[];
let a: SchoolAdminSession;

beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
  a = await schoolAdminSession(t.db);
});
afterAll(() => t.close());

const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
  call(t.app, a.token, { method, url: `/api/school${url}`, headers, ...(payload ? { payload } : {}) });

async function classWithSection(name: string) {
  const schoolClass = await createClass(t.db, a.schoolId, { name });
  const section = await createSection(t.db, a.schoolId, schoolClass.id, { name: 'A' });
  return { schoolClass, section };
}

async function notice(address: { class_id: number; section_id?: number }) {
  const res = await as('POST', '/notices', {
    title: 'Trip',
    body: 'To the museum.',
    publish_date: '2026-11-20',
    ...address,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** A register of the section as a teacher left it, after its students moved to another section. */
async function register(classId: number, sectionId: number) {
  const year = await currentYear(t.db, a.schoolId);
  const now = isoNow();
  await t.db
    .insertInto('attendance_registers')
    .values({
      school_id: a.schoolId,
      section_id: sectionId,
      class_id: classId,
      academic_year_id: year.id,
      date: '2026-11-02',
      enrolled: 1,
      present: 0,
      absent: 1,
      late: 0,
      excused: 0,
      taken_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The delete is refused with `message`, and no row anywhere changed. */
async function refused(url: string, message: string) {
  const state = await snapshot(t.db, tables);
  const res = await as('DELETE', url);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toEqual({ success: false, message });
  expect(await snapshot(t.db, tables)).toEqual(state);
}

describe('a class or section a notice is addressed to', () => {
  it('stays (409) while the notice is addressed to it, and goes once it is not', async () => {
    const { schoolClass, section } = await classWithSection('Grade 2');
    const id = await notice({ class_id: schoolClass.id, section_id: section.id });
    await refused(
      `/sections/${section.id}`,
      'Cannot delete section "A": a notice is addressed to it. Address that notice to the whole class or another section, or delete it, first.',
    );
    await refused(
      `/classes/${schoolClass.id}`,
      'Cannot delete class "Grade 2": a notice is addressed to it or to one of its sections. Address that notice to the whole school or another class, or delete it, first.',
    );
    await notice({ class_id: schoolClass.id });
    await refused(
      `/classes/${schoolClass.id}`,
      'Cannot delete class "Grade 2": 2 notices are addressed to it or to its sections. Address those notices to the whole school or another class, or delete them, first.',
    );

    // Addressed to the whole class now: the section may go, the class not yet.
    const edit = await as('PUT', `/notices/${id}`, {
      title: 'Trip',
      body: 'To the museum.',
      publish_date: '2026-11-20',
      class_id: schoolClass.id,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await as('DELETE', `/sections/${section.id}`)).statusCode).toBe(200);
    expect((await as('DELETE', `/classes/${schoolClass.id}`)).statusCode).toBe(409);
  });

  it('says so in the caller language', async () => {
    const { schoolClass } = await classWithSection('Grade 3');
    await notice({ class_id: schoolClass.id });
    const res = await as('DELETE', `/classes/${schoolClass.id}`, undefined, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'No se puede eliminar la clase "Grade 3": hay un aviso dirigido a ella o a una de sus secciones. Dirija antes ese aviso a toda la escuela o a otra clase, o elimínelo.',
    );
  });
});

describe('a class or section with attendance registers', () => {
  it('stays (409) though nobody is enrolled in it any more: its registers and marks are kept', async () => {
    const { schoolClass, section } = await classWithSection('Grade 4');
    await register(schoolClass.id, section.id);
    await refused(
      `/sections/${section.id}`,
      'Cannot delete section "A": it holds an attendance register, which would be lost with it.',
    );
    await refused(
      `/classes/${schoolClass.id}`,
      'Cannot delete class "Grade 4": its sections hold an attendance register, which would be lost with it.',
    );
  });

  it('lets an empty class with an empty section go, as before', async () => {
    const { schoolClass } = await classWithSection('Grade 5');
    expect((await as('DELETE', `/classes/${schoolClass.id}`)).statusCode).toBe(200);
  });
});

describe('a school', () => {
  it('goes with its classes and the notices addressed to them, as before', async () => {
    const school = await schoolAdminSession(t.db);
    const schoolClass = await createClass(t.db, school.schoolId, { name: 'Grade 1' });
    const section = await createSection(t.db, school.schoolId, schoolClass.id);
    const posted = await call(t.app, school.token, {
      method: 'POST',
      url: '/api/school/notices',
      payload: {
        title: 'Closing',
        body: 'We are closing.',
        publish_date: '2026-11-20',
        class_id: schoolClass.id,
        section_id: section.id,
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const owner = await mintToken(t.db, (await createUser(t.db, { roles: ['superadmin'] })).id);
    const res = await call(t.app, owner, {
      method: 'DELETE',
      url: `/api/superadmin/schools/${school.schoolId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.db.selectFrom('notices').where('school_id', '=', school.schoolId).selectAll().execute(),
    ).toEqual([]);
  });
});
