import type {
  AcademicYear,
  EnrollmentReport,
  SchoolClass,
  Section,
  SessionUser,
  StudentAnalytics,
  StudentDetail,
  StudentEnrolment,
} from '@school/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { schoolAdminUser } from '@/test/fixtures';
import { menuItems, renderRoutes, toasts } from '@/test/render';
import { StudentsPage } from './students-page';

const LIST = 'GET /api/school/students?page=1&per_page=15';
const ANALYTICS = 'GET /api/school/students/analytics';
const REPORT = 'GET /api/school/students/enrollment-report';
const CLASSES = 'GET /api/school/classes?page=1&per_page=100';
const YEARS = 'GET /api/school/academic-years?per_page=100';
const SECTIONS_OF_5 = 'GET /api/school/sections?class_id=5&per_page=100';
const SECTIONS_OF_6 = 'GET /api/school/sections?class_id=6&per_page=100';
const CREATE = 'POST /api/school/students';
const PROMOTE = 'POST /api/school-admin/students/1/promote';

const schoolClass = (id: number, name: string): SchoolClass => ({
  id,
  name,
  grade_level: id,
  students_count: 0,
  teachers_count: 0,
  sections_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});
const section = (id: number, class_id: number, name: string): Section => ({
  id,
  class_id,
  class_name: `Grade ${class_id}`,
  name,
  capacity: null,
  students_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});
const year = (id: number, name: string, is_current: boolean): AcademicYear => ({
  id,
  name,
  start_date: `${name.slice(0, 4)}-04-01`,
  end_date: `${Number(name.slice(0, 4)) + 1}-03-31`,
  is_current,
  students_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

const enrolment = (overrides: Partial<StudentEnrolment>): StudentEnrolment => ({
  academic_year_id: 2,
  academic_year_name: '2026-27',
  is_current_year: true,
  class_id: 5,
  section_id: 11,
  roll_no: '7',
  class_model: { id: 5, name: 'Grade 5' },
  section: { id: 11, name: 'A' },
  ...overrides,
});
const student = (overrides: Partial<StudentDetail> = {}): StudentDetail => ({
  id: 1,
  user: { name: 'Aarav Shah', email: 'aarav@example.com', phone: null },
  name: 'Aarav Shah',
  sign_in_name: 'SCH/A-1',
  can_sign_in: true,
  archived_at: null,
  email: 'aarav@example.com',
  phone: null,
  admission_no: 'ADM-001',
  roll_no: '7',
  dob: '2016-05-04',
  gender: 'male',
  blood_group: 'O+',
  admission_date: '2025-04-02',
  status: 'active',
  enrolment: enrolment({}),
  classes: [
    enrolment({}),
    enrolment({
      academic_year_id: 1,
      academic_year_name: '2025-26',
      is_current_year: false,
      class_id: 4,
      section_id: null,
      roll_no: '12',
      class_model: { id: 4, name: 'Grade 4' },
      section: null,
    }),
  ],
  parents: [],
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});
const { parents: _parents, ...aarav } = student();
const diya = {
  ...aarav,
  id: 2,
  name: 'Diya Nair',
  admission_no: 'ADM-002',
  gender: 'female' as const,
  enrolment: null,
  classes: [],
};

const analytics = (overrides: Partial<StudentAnalytics> = {}): StudentAnalytics => ({
  total_students: 120,
  active_students: 110,
  new_enrollments: 14,
  gender_distribution: { male: 64, female: 55, other: 1 },
  class_distribution: [
    { class_name: 'Grade 4', student_count: 58 },
    { class_name: 'Grade 5', student_count: 62 },
  ],
  ...overrides,
});
const report = (months: EnrollmentReport['enrollment_by_month']): EnrollmentReport => ({
  enrollment_by_month: months,
});

const schoolAdmin = schoolAdminUser();

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = schoolAdmin) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [ANALYTICS]: ok(analytics()),
    [REPORT]: ok(
      report([
        { month: '2026-10', month_name: 'Oct 2026', enrollment_count: 3 },
        { month: '2026-11', month_name: 'Nov 2026', enrollment_count: 11 },
      ]),
    ),
    [LIST]: ok({ students: [aarav, diya], pagination: pagination(2) }),
    [CLASSES]: ok({
      classes: [schoolClass(5, 'Grade 5'), schoolClass(6, 'Grade 6')],
      pagination: pagination(2, 1, 100),
    }),
    [YEARS]: ok({
      academic_years: [year(3, '2027-28', false), year(2, '2026-27', true)],
      pagination: pagination(2, 1, 100),
    }),
    [SECTIONS_OF_5]: ok({
      sections: [section(11, 5, 'A'), section(12, 5, 'B')],
      pagination: pagination(2, 1, 100),
    }),
    [SECTIONS_OF_6]: ok({ sections: [section(21, 6, 'Rose')], pagination: pagination(1, 1, 100) }),
    ...replies,
  });
  return {
    ...renderRoutes(
      [{ path: '/school-admin/students', element: <StudentsPage /> }],
      '/school-admin/students',
    ),
    fetchMock,
  };
}

type User = ReturnType<typeof renderPage>['user'];

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr')!;
const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const [, init] = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)!;
  return JSON.parse(init!.body as string) as unknown;
};
const posted = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.some(([, init]) => init?.method === 'POST');
const openAction = async (user: User, name: string, action: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const chart = (title: string) => screen.getByText(title, { selector: 'figcaption' }).closest('figure')!;

describe('StudentsPage', () => {
  it("shows the analytics' figures on the cards and charts", async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Student Management' })).toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'Student figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Students120'));
    expect(figures).toHaveTextContent('Active Students110');
    expect(figures).toHaveTextContent('New Enrollments14');
    expect(figures).toHaveTextContent('Male64');
    await waitFor(() => expect(chart('Gender Distribution')).toHaveTextContent('Male: 64Female: 55Other: 1'));
    expect(chart('Class Distribution')).toHaveTextContent('Grade 4: 58Grade 5: 62');
    await waitFor(() =>
      expect(chart('Monthly Enrollment Trend')).toHaveTextContent('Oct 2026: 3Nov 2026: 11'),
    );
  });

  it('says so when there is no class or enrollment data', async () => {
    renderPage({
      [ANALYTICS]: ok(
        analytics({
          total_students: 0,
          active_students: 0,
          new_enrollments: 0,
          gender_distribution: { male: 0, female: 0, other: 0 },
          class_distribution: [],
        }),
      ),
      [REPORT]: ok(report([])),
    });
    const figures = screen.getByRole('group', { name: 'Student figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Students0'));
    expect(chart('Class Distribution')).toHaveTextContent('No class data available');
    expect(chart('Monthly Enrollment Trend')).toHaveTextContent('No enrollment data available');
  });

  it('falls back to zeros when the analytics cannot be loaded', async () => {
    renderPage({ [ANALYTICS]: { status: 500, body: { success: false } } });
    const figures = screen.getByRole('group', { name: 'Student figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Students0'));
    expect(figures).toHaveTextContent('Male0');
  });

  it('lists each student with the class and section of the year looked at', async () => {
    renderPage();
    const cells = within(await rowOf('Aarav Shah')).getAllByRole('cell');
    expect(within(await rowOf('Aarav Shah')).getByRole('rowheader')).toHaveTextContent('Aarav ShahADM-001');
    expect(cells.map((c) => c.textContent).slice(0, 5)).toEqual([
      '7',
      'Grade 5 - A',
      'Male',
      'Active',
      '2 Apr 2025',
    ]);
    expect(within(await rowOf('Diya Nair')).getAllByRole('cell')[1]).toHaveTextContent('Not enrolled');
  });

  it("shows this year's class and roll number after a promotion into next year, next year's when chosen", async () => {
    const nextYear = enrolment({
      academic_year_id: 3,
      academic_year_name: '2027-28',
      is_current_year: false,
      class_id: 6,
      section_id: 21,
      roll_no: '1',
      class_model: { id: 6, name: 'Grade 6' },
      section: { id: 21, name: 'Rose' },
    });
    // Newest first: next year's enrolment leads the history, but the list reads this year's.
    const promoted = { ...aarav, classes: [nextYear, ...aarav.classes] };
    const { user, fetchMock } = renderPage({
      [LIST]: ok({ students: [promoted], pagination: pagination(1) }),
      'GET /api/school/students?page=1&per_page=15&academic_year_id=3': ok({
        students: [{ ...promoted, roll_no: '1', enrolment: nextYear }],
        pagination: pagination(1),
      }),
      'GET /api/school/students/analytics?academic_year_id=3': ok(
        analytics({ total_students: 1, class_distribution: [{ class_name: 'Grade 6', student_count: 1 }] }),
      ),
    });
    const cells = () =>
      within(screen.getByRole('rowheader', { name: /^Aarav Shah/ }).closest('tr')!).getAllByRole('cell');
    await rowOf('Aarav Shah');
    expect(
      cells()
        .map((c) => c.textContent)
        .slice(0, 2),
    ).toEqual(['7', 'Grade 5 - A']);

    const yearFilter = screen.getByRole('combobox', { name: 'Academic Year' });
    await within(yearFilter).findByRole('option', { name: '2027-28' });
    await user.selectOptions(yearFilter, '2027-28');
    await waitFor(() =>
      expect(
        cells()
          .map((c) => c.textContent)
          .slice(0, 2),
      ).toEqual(['1', 'Grade 6 - Rose']),
    );
    // The cards and charts count the year chosen.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Student figures' })).toHaveTextContent('Total Students1'),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/school/students/analytics?academic_year_id=3',
      expect.anything(),
    );
  });

  it('sends the chosen filters with the list request', async () => {
    const { user, fetchMock, router } = renderPage({
      'GET /api/school/students?page=1&per_page=15&status=alumni': ok({
        students: [],
        pagination: pagination(0),
      }),
      'GET /api/school/students?page=1&per_page=15&status=alumni&gender=female&class_id=6&academic_year_id=3':
        ok({ students: [diya], pagination: pagination(1) }),
      'GET /api/school/students?page=1&per_page=15&status=alumni&gender=female': ok({
        students: [diya],
        pagination: pagination(1),
      }),
      'GET /api/school/students?page=1&per_page=15&status=alumni&gender=female&class_id=6': ok({
        students: [diya],
        pagination: pagination(1),
      }),
    });
    await rowOf('Aarav Shah');
    expect(optionsOf(screen.getByRole('combobox', { name: 'Status' }))).toEqual([
      'All Statuses',
      'Active',
      'Inactive',
      'Alumni',
      'Transferred',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Alumni');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    const classFilter = screen.getByRole('combobox', { name: 'Class' });
    await within(classFilter).findByRole('option', { name: 'Grade 6' });
    await user.selectOptions(classFilter, 'Grade 6');
    const yearFilter = screen.getByRole('combobox', { name: 'Academic Year' });
    await within(yearFilter).findByRole('option', { name: '2027-28' });
    await user.selectOptions(yearFilter, '2027-28');

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/school/students?page=1&per_page=15&status=alumni&gender=female&class_id=6&academic_year_id=3',
        expect.anything(),
      ),
    );
    expect(await rowOf('Diya Nair')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /^Aarav Shah/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=alumni&gender=female&class_id=6&academic_year_id=3');
  });

  it('enrolls a student, offering only the sections of the chosen class', async () => {
    const { user, fetchMock } = renderPage({
      [CREATE]: { status: 201, body: ok(student(), 'Student enrolled successfully!').body },
    });
    await user.click(screen.getByRole('button', { name: 'Enroll Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll Student' });
    // Looked up each time: the select is rebuilt when its choices change.
    const sectionField = () => within(dialog).getByRole('combobox', { name: 'Section' });
    expect(sectionField()).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Enroll Student' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Class is required.')).toBeInTheDocument();
    expect(posted(fetchMock)).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Full Name/), 'Kabir Rao');
    await user.type(within(dialog).getByLabelText(/^Email/), 'kabir@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret-123');
    await user.type(within(dialog).getByLabelText(/^Date of Birth/), '2016-02-03');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Blood Group' }), 'B+');
    await user.type(within(dialog).getByLabelText(/^Admission Number/), 'ADM-003');
    await user.type(within(dialog).getByLabelText(/^Roll Number/), '9');
    await user.type(within(dialog).getByLabelText(/^Admission Date/), '2026-11-20');
    const yearField = within(dialog).getByRole('combobox', { name: 'Academic Year' });
    await within(yearField).findByRole('option', { name: '2026-27' });
    await user.selectOptions(yearField, '2026-27');
    const classField = within(dialog).getByRole('combobox', { name: 'Class' });
    await user.selectOptions(classField, 'Grade 5');
    await within(sectionField()).findByRole('option', { name: 'B' });
    expect(optionsOf(sectionField())).toEqual(['No section', 'A', 'B']);
    await user.selectOptions(sectionField(), 'B');

    await user.selectOptions(classField, 'Grade 6');
    await within(sectionField()).findByRole('option', { name: 'Rose' });
    expect(optionsOf(sectionField())).toEqual(['No section', 'Rose']);
    expect(sectionField()).toHaveDisplayValue('No section');
    await user.selectOptions(sectionField(), 'Rose');

    await user.click(within(dialog).getByRole('button', { name: 'Enroll Student' }));
    await toastShows('Student enrolled successfully!');
    expect(bodyOf(fetchMock, CREATE)).toEqual({
      name: 'Kabir Rao',
      email: 'kabir@example.com',
      phone: null,
      password: 'secret-123',
      admission_no: 'ADM-003',
      roll_no: '9',
      dob: '2016-02-03',
      gender: 'male',
      blood_group: 'B+',
      admission_date: '2026-11-20',
      status: 'active',
      academic_year_id: 2,
      class_id: 6,
      section_id: 21,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal under its field and keeps the enroll form open", async () => {
    const { user } = renderPage({
      [CREATE]: {
        status: 422,
        body: {
          success: false,
          message: 'The given data was invalid.',
          errors: { admission_no: ['Admission number has already been taken.'] },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Enroll Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll Student' });
    await user.type(within(dialog).getByLabelText(/^Full Name/), 'Kabir Rao');
    await user.type(within(dialog).getByLabelText(/^Email/), 'kabir@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret-123');
    await user.type(within(dialog).getByLabelText(/^Date of Birth/), '2016-02-03');
    await user.type(within(dialog).getByLabelText(/^Admission Number/), 'ADM-001');
    await user.type(within(dialog).getByLabelText(/^Roll Number/), '9');
    await user.type(within(dialog).getByLabelText(/^Admission Date/), '2026-11-20');
    const yearField = within(dialog).getByRole('combobox', { name: 'Academic Year' });
    await within(yearField).findByRole('option', { name: '2026-27' });
    await user.selectOptions(yearField, '2026-27');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Class' }), 'Grade 5');
    await user.click(within(dialog).getByRole('button', { name: 'Enroll Student' }));

    const admission = within(dialog).getByLabelText(/^Admission Number/);
    await waitFor(() =>
      expect(admission).toHaveAccessibleDescription('Admission number has already been taken.'),
    );
    expect(admission).toHaveAttribute('aria-invalid', 'true');
    await toastShows('Admission number has already been taken.');
    expect(screen.getByRole('dialog', { name: 'Enroll Student' })).toBeInTheDocument();
  });

  it("prefills the edit form with the year looked at's enrolment and sends no password", async () => {
    const { user, fetchMock } = renderPage({
      'PUT /api/school/students/1': ok(student({ status: 'inactive' }), 'Student updated successfully!'),
    });
    await openAction(user, 'Aarav Shah', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Student' });
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await within(within(dialog).getByRole('combobox', { name: 'Section' })).findByRole('option', {
      name: 'A',
    });
    await within(within(dialog).getByRole('combobox', { name: 'Academic Year' })).findByRole('option', {
      name: '2026-27',
    });
    expect(within(dialog).getByRole('combobox', { name: 'Academic Year' })).toHaveDisplayValue('2026-27');
    expect(within(dialog).getByRole('combobox', { name: 'Class' })).toHaveDisplayValue('Grade 5');
    expect(within(dialog).getByRole('combobox', { name: 'Section' })).toHaveDisplayValue('A');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastShows('Student updated successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/school/students/1')).toEqual({
      name: 'Aarav Shah',
      email: 'aarav@example.com',
      phone: null,
      admission_no: 'ADM-001',
      roll_no: '7',
      dob: '2016-05-04',
      gender: 'male',
      blood_group: 'O+',
      admission_date: '2025-04-02',
      status: 'inactive',
      academic_year_id: 2,
      class_id: 5,
      section_id: 11,
    });
  });

  it('promotes a student to another year, class and section', async () => {
    const { user, fetchMock } = renderPage({
      [PROMOTE]: ok(student(), 'Student promoted successfully!'),
    });
    await openAction(user, 'Aarav Shah', 'Promote Student');
    const dialog = await screen.findByRole('dialog', { name: 'Promote Student' });
    expect(dialog).toHaveAccessibleDescription('Aarav Shah, now in Grade 5 - A.');
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await within(dialog).findByText('New roll number is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('New class is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('New academic year is required.')).toBeInTheDocument();
    expect(posted(fetchMock)).toBe(false);

    const yearField = within(dialog).getByRole('combobox', { name: 'New Academic Year' });
    await within(yearField).findByRole('option', { name: '2027-28' });
    await user.selectOptions(yearField, '2027-28');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New Class' }), 'Grade 6');
    await within(within(dialog).getByRole('combobox', { name: 'New Section' })).findByRole('option', {
      name: 'Rose',
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New Section' }), 'Rose');
    await user.type(within(dialog).getByLabelText(/^New Roll Number/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await toastShows('Student promoted successfully!');
    expect(bodyOf(fetchMock, PROMOTE)).toEqual({
      new_academic_year_id: 3,
      new_class_id: 6,
      new_section_id: 21,
      new_roll_no: '3',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows every year of the enrolment history, newest first, the parents and the attendance', async () => {
    const { user } = renderPage({
      'GET /api/school/students/1/attendance': ok({
        academic_year_id: 3,
        from: '2026-04-01',
        to: '2027-03-31',
        counts: { enrolled: 10, present: 8, absent: 1, late: 1, excused: 0, rate: 90 },
        days: [{ date: '2026-11-03', status: 'absent', note: null }],
      }),
      'GET /api/school/students/1': ok(
        student({
          parents: [
            {
              id: 30,
              name: 'Rohan Shah',
              email: 'rohan@example.com',
              phone: null,
              relationship_type: 'father',
              is_primary: true,
            },
          ],
        }),
      ),
    });
    await openAction(user, 'Aarav Shah', 'View Details');
    const dialog = await screen.findByRole('dialog', { name: 'Student Details' });
    const history = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.closest('ul')?.getAttribute('aria-label') === 'Enrolment history')
      .map((li) => li.textContent);
    expect(history).toEqual(['2026-27Grade 5 - ARoll No 7Current', '2025-26Grade 4Roll No 12']);
    const parents = await within(dialog).findByRole('list', { name: 'Parents' });
    expect(parents).toHaveTextContent('Rohan Shah (Father)');
    const attendance = within(dialog).getByRole('region', { name: 'Attendance this year' });
    expect(await within(attendance).findByText(/Attendance rate 90\.0% over 10 days\./)).toBeInTheDocument();
    expect(within(attendance).getByRole('table')).toBeInTheDocument();
  });

  it('keeps the listed row in the details when the student cannot be loaded', async () => {
    const { user } = renderPage({
      'GET /api/school/students/1': { status: 404, body: { success: false, message: 'Student not found.' } },
    });
    await openAction(user, 'Aarav Shah', 'View Details');
    const dialog = await screen.findByRole('dialog', { name: 'Student Details' });
    await toastShows('Student not found.');
    expect(dialog).toHaveTextContent('ADM-001');
    expect(within(dialog).getByRole('list', { name: 'Enrolment history' })).toHaveTextContent('2025-26');
    expect(dialog).toHaveTextContent('Could not be loaded.');
  });

  it('says what is linked, archives by default, and deletes when chosen', async () => {
    const { user, fetchMock } = renderPage({
      'GET /api/school/students/2/links': ok({
        name: 'Diya Nair',
        links: [
          { kind: 'enrolments', label: 'Enrolments', count: 1, names: ['2026-27: Grade 5 A'] },
          { kind: 'parents', label: 'Parents', count: 0, names: [] },
        ],
        other_roles: [],
        archivable: true,
      }),
      'POST /api/school/students/2/archive': ok(student({ id: 2 }), 'Student archived successfully!'),
      'DELETE /api/school/students/2': ok(null, 'Student deleted successfully!'),
    });
    await openAction(user, 'Diya Nair', 'Remove');
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Student' });
    expect(dialog).toHaveAccessibleDescription('What happens to Diya Nair?');
    expect(await within(dialog).findByText('Enrolments (1): 2026-27: Grade 5 A')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Archive/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await toastShows('Student archived successfully!');

    await openAction(user, 'Diya Nair', 'Remove');
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Student' });
    await user.click(await within(dialog).findByRole('radio', { name: /Delete permanently/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShows('Student deleted successfully!');
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toContain('POST /api/school/students/2/archive');
    expect(calls).toContain('DELETE /api/school/students/2');
  });
  it('opens the import wizard from Import, at the upload when the school has imported nothing yet', async () => {
    const { user } = renderPage({ 'GET /api/school/imports/students/latest': ok(null) });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const wizard = await screen.findByRole('dialog', { name: 'Import students and their parents' });
    expect(await within(wizard).findByText('Step 1 of 4: Upload the file')).toBeInTheDocument();
  });
});

describe('StudentsPage for a delegate', () => {
  it('shows a user with students_view alone no class or year filter, no action, and loads neither', async () => {
    const { user, fetchMock } = renderPage({}, schoolAdminUser({ permissions: ['students_view'] }));
    await screen.findByRole('button', { name: 'Actions for Aarav Shah' });
    expect(screen.queryByRole('combobox', { name: 'Class' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Academic Year' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enroll Student' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Students' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Actions for Aarav Shah')).toEqual(['View Details']);
    const called = fetchMock.mock.calls.map(([url]) => url);
    expect(called.some((url) => url.startsWith('/api/school/classes'))).toBe(false);
    expect(called.some((url) => url.startsWith('/api/school/academic-years'))).toBe(false);
  });

  it('offers enrolling, editing and promoting only with the year, class and section lists they place in', async () => {
    const actions = ['students_view', 'students_create', 'students_update', 'students_promote'] as const;
    const { user } = renderPage({}, schoolAdminUser({ permissions: [...actions, 'classes_view'] }));
    await screen.findByRole('button', { name: 'Actions for Aarav Shah' });
    expect(screen.getByRole('combobox', { name: 'Class' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enroll Student' })).not.toBeInTheDocument();
    // Inviting the account places nothing: students_update alone offers it.
    expect(await menuItems(user, 'Actions for Aarav Shah')).toEqual(['View Details', 'Send Sign-in Link']);
    cleanup();

    const placed = renderPage(
      {},
      schoolAdminUser({ permissions: [...actions, 'years_view', 'classes_view', 'sections_view'] }),
    );
    await screen.findByRole('button', { name: 'Actions for Aarav Shah' });
    expect(screen.getByRole('button', { name: 'Enroll Student' })).toBeInTheDocument();
    expect(await menuItems(placed.user, 'Actions for Aarav Shah')).toEqual([
      'View Details',
      'Send Sign-in Link',
      'Promote Student',
      'Edit',
    ]);
  });
});
