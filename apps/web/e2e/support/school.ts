import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, SUPERADMIN, unique } from './accounts';
import { apiCreate, platformToday, uniqueCode } from './console';

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

/** Students enrolled through the API in a class for the school's current year, by its admin. */
export async function enrolStudents(
  request: APIRequestContext,
  admin: { email: string; password: string },
  className: string,
  names: readonly string[],
) {
  const token = await apiToken(request, admin);
  const headers = { Authorization: `Bearer ${token}` };
  const get = async <T>(path: string) => {
    const res = await request.get(`/api/school${path}`, { headers });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
  const year = await get<{ id: number }>('/academic-years/current');
  const { classes } = await get<{ classes: { id: number; name: string }[] }>(
    `/classes?search=${encodeURIComponent(className)}`,
  );
  const schoolClass = classes.find((c) => c.name === className)!;
  for (const [index, name] of names.entries()) {
    const tag = uniqueCode('S').toLowerCase();
    await apiCreate(request, token, '/school/students', {
      name,
      email: `student.${tag}@example.com`,
      password: PASSWORD,
      admission_no: tag.toUpperCase(),
      // Roll numbers are unique within a class (and section) and year.
      roll_no: String(index + 1),
      dob: '2014-05-01',
      gender: 'female',
      admission_date: '2026-04-01',
      academic_year_id: year.id,
      class_id: schoolClass.id,
    });
  }
}

/** Makes every day of the week a working day of the admin's school, so a test runs on any day. */
export async function openEveryDay(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const academic = await request.get('/api/school/settings/academic', { headers });
  const saved = await request.put('/api/school/settings/academic', {
    headers,
    data: {
      ...((await academic.json()) as { data: object }).data,
      working_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

export const shifted = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A pupil of `schoolOpenToday` with their own sign-in, and the parent linked to them, who gets
 * their absence e-mails and signs in to the parent's console.
 */
export interface Pupil {
  name: string;
  login: { email: string; password: string };
  parent: { name: string; email: string; password: string };
}

/**
 * A new school open today, whatever the day: a current year around today (the platform's day,
 * as the server counts), every day of the week a working day, Grade 6 with section A of the
 * given students, each with a sign-in and a linked parent with one, and the section's class
 * teacher. All made through the API by the school's admin.
 */
export async function schoolOpenToday(request: APIRequestContext, students: readonly string[]) {
  const { school, admin } = await newSchoolAdmin(request);
  const token = await apiToken(request, admin);
  const make = <T>(path: string, data: object) => apiCreate<T>(request, token, `/school${path}`, data);
  const { date: today } = await platformToday(request);
  const start = shifted(today, -60);
  const year = await make<{ id: number }>('/academic-years', {
    name: `Year ${uniqueCode('Y')}`,
    start_date: start,
    end_date: shifted(today, 300),
    is_current: true,
  });
  await openEveryDay(request, token);
  const grade = await make<{ id: number }>('/classes', { name: 'Grade 6', grade_level: 6 });
  const section = await make<{ id: number }>('/sections', { class_id: grade.id, name: 'A', capacity: 40 });
  const pupils: Pupil[] = [];
  for (const [index, name] of students.entries()) {
    const tag = uniqueCode('P').toLowerCase();
    const parent = { name: `Parent of ${name}`, email: `parent.${tag}@example.com`, password: PASSWORD };
    const login = { email: `pupil.${tag}@example.com`, password: PASSWORD };
    const made = await make<{ id: number }>('/parents', {
      ...parent,
      phone: `+91 98765 ${String(43210 + index)}`,
    });
    await make('/students', {
      name,
      ...login,
      admission_no: uniqueCode('ADM'),
      roll_no: String(index + 1),
      dob: '2014-05-01',
      gender: 'female',
      admission_date: start,
      academic_year_id: year.id,
      class_id: grade.id,
      section_id: section.id,
      parent_ids: [made.id],
    });
    pupils.push({ name, login, parent });
  }
  const tag = uniqueCode('T').toLowerCase();
  const teacher = { name: 'Kavya Menon', email: `kavya.${tag}@example.com`, password: PASSWORD };
  const made = await make<{ id: number }>('/teachers', {
    ...teacher,
    password_confirmation: PASSWORD,
    employee_code: tag.toUpperCase(),
    gender: 'female',
  });
  await makeClassTeacher(request, token, made.id, grade.id, section.id);
  return { school, admin, teacher, pupils, today, sectionId: section.id };
}

/** Gives a teacher a section, as its class teacher (Teachers, Assign Classes). */
export async function makeClassTeacher(
  request: APIRequestContext,
  token: string,
  teacherId: number,
  classId: number,
  sectionId: number,
) {
  const placed = await request.post(`/api/school/teachers/${teacherId}/assign-classes`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      class_ids: [classId],
      section_ids: [sectionId],
      class_teacher_of: [{ class_id: classId, section_id: sectionId }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
}
