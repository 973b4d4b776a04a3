import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, currentYear } from '../helpers/academics';
import { DEFAULT_PASSWORD } from '../helpers/factories';
import { schoolAdminSession } from '../helpers/school-admins';
import { call, consoleSessions, marker, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Concurrent creates of the same unique value: one wins, every other gets the 422 it would get
 * alone (not the 409 of the unique index it raced into), and exactly one row exists.
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const RACERS = 6;

async function race(url: string, payload: () => object, token = s.sa) {
  const answers = await Promise.all(
    Array.from({ length: RACERS }, () => call(t.app, token, { method: 'POST', url, payload: payload() })),
  );
  return answers.map((a) => ({ status: a.statusCode, body: a.json() }));
}

function expectOneWinner(
  answers: { status: number; body: { errors?: unknown } }[],
  field: string,
  message: string,
) {
  expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
  for (const loser of answers.filter((a) => a.status !== 201)) {
    expect(loser).toEqual({ status: 422, body: { success: false, message, errors: { [field]: [message] } } });
  }
}

describe('racing creates of one unique value', () => {
  it('users.email', async () => {
    const email = `${marker('race')}@example.com`;
    const answers = await race('/api/superadmin/users', () => ({
      name: 'Racer',
      email,
      password: 'Password#123',
      password_confirmation: 'Password#123',
      role: 'school_admin',
    }));
    expectOneWinner(answers, 'email', 'Email has already been taken.');
    expect(await t.db.selectFrom('users').where('email', '=', email).select('id').execute()).toHaveLength(1);
  });

  it('schools.code', async () => {
    const code = marker('RC').toUpperCase().slice(0, 20);
    const answers = await race('/api/superadmin/schools', () => ({
      name: 'Race School',
      code,
      board: 'CBSE',
    }));
    expectOneWinner(answers, 'code', 'Code has already been taken.');
    expect(await t.db.selectFrom('schools').where('code', '=', code).select('id').execute()).toHaveLength(1);
  });

  it('roles.name, whatever the case', async () => {
    const name = marker('race_role');
    let turn = 0;
    const answers = await race('/api/superadmin/roles', () => ({
      name: turn++ % 2 ? name.toUpperCase() : name,
    }));
    expectOneWinner(answers, 'name', 'Name has already been taken.');
  });

  it('permissions.name, singly and in bulk', async () => {
    const name = `${marker('race')}_view`;
    expectOneWinner(
      await race('/api/superadmin/permissions', () => ({ name })),
      'name',
      'Name has already been taken.',
    );
    // Each bulk has a name of its own first and the contested one second: the loser's error names
    // that row by its index, as a bulk sent after the winner would be told.
    const other = `${marker('race')}_view`;
    const bulk = await race('/api/superadmin/permissions/bulk', () => ({
      permissions: [{ name: `${marker('own')}_view` }, { name: other }],
    }));
    expectOneWinner(bulk, 'permissions.1.name', 'Name has already been taken.');
    expect(
      await t.db.selectFrom('permissions').where('name', '=', other).select('id').execute(),
    ).toHaveLength(1);
  });
});

describe("racing creates of one school's unique value, in either case", () => {
  it('students.admission_no', async () => {
    const admin = await schoolAdminSession(t.db);
    const year = await currentYear(t.db, admin.schoolId);
    const schoolClass = await createClass(t.db, admin.schoolId);
    const admission = marker('adm');
    let turn = 0;
    const answers = await race(
      '/api/school/students',
      () => {
        turn++;
        return {
          name: 'Racer',
          email: `${marker('pupil')}@example.com`,
          password: DEFAULT_PASSWORD,
          admission_no: turn % 2 ? admission.toUpperCase() : admission,
          roll_no: '1',
          dob: '2015-01-01',
          gender: 'male',
          admission_date: '2026-06-01',
          academic_year_id: year.id,
          class_id: schoolClass.id,
        };
      },
      admin.token,
    );
    expectOneWinner(answers, 'admission_no', 'Admission number has already been taken.');
    const rows = await t.db
      .selectFrom('students')
      .where('school_id', '=', admin.schoolId)
      .select('id')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('teachers.employee_code', async () => {
    const admin = await schoolAdminSession(t.db);
    const code = marker('emp');
    let turn = 0;
    const answers = await race(
      '/api/school/teachers',
      () => {
        turn++;
        return {
          name: 'Racer',
          email: `${marker('teacher')}@example.com`,
          password: DEFAULT_PASSWORD,
          password_confirmation: DEFAULT_PASSWORD,
          employee_code: turn % 2 ? code.toUpperCase() : code,
          gender: 'female',
        };
      },
      admin.token,
    );
    expectOneWinner(answers, 'employee_code', 'Employee code has already been taken.');
    const rows = await t.db
      .selectFrom('teachers')
      .where('school_id', '=', admin.schoolId)
      .select('id')
      .execute();
    expect(rows).toHaveLength(1);
  });
  it('sections.name within its class', async () => {
    const admin = await schoolAdminSession(t.db);
    const schoolClass = await createClass(t.db, admin.schoolId);
    let turn = 0;
    const answers = await race(
      '/api/school/sections',
      () => ({ class_id: schoolClass.id, name: turn++ % 2 ? 'RACE' : 'race', capacity: 30 }),
      admin.token,
    );
    expectOneWinner(answers, 'name', 'Name has already been taken in this class.');
  });
});
