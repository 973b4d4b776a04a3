import { expect, type APIRequestContext } from '@playwright/test';
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
