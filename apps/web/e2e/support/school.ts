import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { apiToken, SUPERADMIN, unique } from './accounts';
import { apiCreate, uniqueCode } from './console';

const PASSWORD = 'Teach#2026-abc';

/** A new school and its new administrator, made through the superadmin API as an owner would. */
export async function newSchoolAdmin(request: APIRequestContext) {
  const token = await apiToken(request, SUPERADMIN);
  const school = await apiCreate<{ id: number; name: string }>(request, token, '/superadmin/schools', {
    name: unique('Hillside School'),
    code: uniqueCode('HS'),
    board: 'CBSE',
  });
  const tag = uniqueCode('A').toLowerCase();
  const admin = { name: `Admin ${tag}`, email: `admin.${tag}@example.com`, password: PASSWORD };
  const user = await apiCreate<{ id: number }>(request, token, '/superadmin/users', {
    ...admin,
    password_confirmation: PASSWORD,
    role: 'school_admin',
  });
  const assigned = await request.post(`/api/superadmin/schools/${school.id}/assign-admin`, {
    data: { user_id: user.id, designation: 'Principal', joining_date: '2026-04-01' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { school, admin };
}

/**
 * Students enrolled in a class for the school's current year. The screens that enrol them belong
 * to the students issue; until then the users are made through the API and the student and
 * enrolment rows written to the server's own database, as that screen will.
 */
export async function enrolStudents(
  request: APIRequestContext,
  schoolId: number,
  className: string,
  names: readonly string[],
) {
  const token = await apiToken(request, SUPERADMIN);
  const users: { id: number }[] = [];
  for (const name of names) {
    const tag = uniqueCode('S').toLowerCase();
    users.push(
      await apiCreate<{ id: number }>(request, token, '/superadmin/users', {
        name,
        email: `student.${tag}@example.com`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'student',
      }),
    );
  }
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'e2e.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
    const year = one<{ id: number }>(
      'SELECT id FROM academic_years WHERE school_id = ? AND is_current = 1',
      schoolId,
    );
    const schoolClass = one<{ id: number }>(
      'SELECT id FROM classes WHERE school_id = ? AND name = ?',
      schoolId,
      className,
    );
    const student = db.prepare(
      `INSERT INTO students (school_id, user_id, admission_no, gender, admission_date, status, created_at, updated_at)
       VALUES (?, ?, ?, 'male', ?, 'active', ?, ?)`,
    );
    const enrolment = db.prepare(
      `INSERT INTO enrollments (school_id, student_id, academic_year_id, class_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      for (const user of users) {
        const { lastInsertRowid } = student.run(
          schoolId,
          user.id,
          `ADM-${user.id}`,
          now.slice(0, 10),
          now,
          now,
        );
        enrolment.run(schoolId, lastInsertRowid, year.id, schoolClass.id, now, now);
      }
    })();
  } finally {
    db.close();
  }
}
