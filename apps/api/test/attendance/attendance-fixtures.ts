import type { AttendanceStatus } from '@school/contract';
import { expect } from 'vitest';
import { createClass, createSection, currentYear, enrolledStudent } from '../helpers/academics';
import type { SchoolAdminSession } from '../helpers/school-admins';
import { call } from '../helpers/superadmin';
import type { TestApp } from '../helpers/test-app';

/*
 * A school with attendance to read: a class of two sections with students in the current year
 * (2026-04-01 to 2027-03-31), every day of the week a working day so fixed past dates and today
 * are school days whatever day the suite runs on.
 */

export type Mark = { student_id: number; status: AttendanceStatus; note?: string | null };

export const asAdmin = (
  t: TestApp,
  session: SchoolAdminSession,
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
) => call(t.app, session.token, { method, url: `/api/school${url}`, ...(payload ? { payload } : {}) });

export async function everyDayWorking(t: TestApp, session: SchoolAdminSession): Promise<void> {
  const academic = (await asAdmin(t, session, 'GET', '/settings/academic')).json().data as object;
  const res = await asAdmin(t, session, 'PUT', '/settings/academic', {
    ...academic,
    working_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A class named `name` with sections A and B, `perSection` students each. */
export async function classWithSections(
  t: TestApp,
  session: SchoolAdminSession,
  name: string,
  perSection = 3,
) {
  const year = await currentYear(t.db, session.schoolId);
  const klass = await createClass(t.db, session.schoolId, { name });
  const sections = [];
  for (const sectionName of ['A', 'B']) {
    const section = await createSection(t.db, session.schoolId, klass.id, { name: sectionName });
    const students = [];
    for (let i = 0; i < perSection; i++) {
      const made = await enrolledStudent(
        t.db,
        session.schoolId,
        { yearId: year.id, classId: klass.id, sectionId: section.id },
        { user: { name: `${name}${sectionName} Student ${i}` } },
      );
      students.push(made.student.id);
    }
    sections.push({ ...section, students });
  }
  return { year, klass, sections: sections as [(typeof sections)[0], (typeof sections)[0]] };
}

/** Takes (or corrects) a register through the API, as the screen does. */
export async function take(
  t: TestApp,
  session: SchoolAdminSession,
  sectionId: number,
  date: string,
  marks: Mark[],
) {
  const res = await asAdmin(t, session, 'PUT', `/sections/${sectionId}/attendance/${date}`, { marks });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { counts: Record<string, number | null> };
}

/** The rate as the API writes it: percent present or late, one decimal; null with nobody counted. */
export const rateOf = (came: number, counted: number) =>
  counted === 0 ? null : Math.round((came / counted) * 1000) / 10;
