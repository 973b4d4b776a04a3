import type {
  EnrolledStudent,
  SchoolClass,
  Section,
  SectionAnalytics,
  SectionSummary,
  SessionUser,
} from '@school/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { schoolAdminUser } from '@/test/fixtures';
import { menuItems, renderRoutes, toasts } from '@/test/render';
import { SectionsPage } from './sections-page';

const LIST = 'GET /api/school/sections?page=1&per_page=15';
const SUMMARY = 'GET /api/school/sections/summary';
const CLASSES = 'GET /api/school/classes?page=1&per_page=100';
const CREATE = 'POST /api/school/sections';
const CANDIDATES = 'GET /api/school/classes/5/students?page=1&per_page=100';
const ASSIGN = 'POST /api/school/sections/7/assign-students';

const schoolClass = (id: number, name: string, grade_level: number): SchoolClass => ({
  id,
  name,
  grade_level,
  students_count: 0,
  teachers_count: 0,
  sections_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});
const CLASS_OPTIONS = [schoolClass(5, 'Class 5', 5), schoolClass(6, 'Class 6', 6)];

const section = (overrides: Partial<Section>): Section => ({
  id: 1,
  class_id: 5,
  class_name: 'Class 5',
  name: 'A',
  capacity: 100,
  students_count: 50,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
const nearlyFull = section({ id: 1, name: 'A', students_count: 91 });
const fillingUp = section({ id: 2, name: 'B', students_count: 80 });
const roomy = section({ id: 3, name: 'C', students_count: 50 });
const atNinety = section({ id: 4, name: 'D', students_count: 90 });
const atSeventyFive = section({ id: 5, name: 'E', students_count: 75 });
const unlimited = section({ id: 6, name: 'F', capacity: null, students_count: 12 });
/** The section students are assigned to: two seats left of thirty. */
const rose = section({ id: 7, name: 'Rose', capacity: 30, students_count: 28 });

const summary = (overrides: Partial<SectionSummary> = {}): SectionSummary => ({
  total_sections: 6,
  total_students: 398,
  total_capacity: 500,
  average_utilization: 80,
  ...overrides,
});

const student = (overrides: Partial<EnrolledStudent>): EnrolledStudent => ({
  id: 101,
  name: 'Aarav Shah',
  email: 'aarav@example.com',
  admission_no: 'ADM-101',
  roll_no: null,
  gender: 'male',
  status: 'active',
  class_id: 5,
  class_name: 'Class 5',
  section_id: null,
  section_name: null,
  ...overrides,
});
/** Of the class's students, only the active ones outside Rose can be assigned to it. */
const CLASS_STUDENTS = [
  student({}),
  student({ id: 102, name: 'Diya Nair', admission_no: 'ADM-102', section_id: 2, section_name: 'B' }),
  student({ id: 103, name: 'Kabir Rao', admission_no: 'ADM-103', status: 'inactive' }),
  student({ id: 104, name: 'Meera Pillai', admission_no: 'ADM-104', section_id: 7, section_name: 'Rose' }),
  student({ id: 105, name: 'Rohan Das', admission_no: 'ADM-105', status: 'transferred' }),
  student({ id: 106, name: 'Sara Khan', admission_no: 'ADM-106' }),
];

const schoolAdmin = schoolAdminUser();

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = schoolAdmin) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [SUMMARY]: ok(summary()),
    [LIST]: ok({
      sections: [nearlyFull, fillingUp, roomy, atNinety, atSeventyFive, unlimited],
      pagination: pagination(6),
    }),
    [CLASSES]: ok({ classes: CLASS_OPTIONS, pagination: pagination(2, 1, 100) }),
    ...replies,
  });
  return {
    ...renderRoutes(
      [{ path: '/school-admin/sections', element: <SectionsPage /> }],
      '/school-admin/sections',
    ),
    fetchMock,
  };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^Section ${name}`) })).closest('tr')!;
const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const [, init] = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)!;
  return JSON.parse(init!.body as string) as unknown;
};
const posted = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.some(([, init]) => init?.method === 'POST');
const openAction = async (user: ReturnType<typeof renderPage>['user'], name: string, action: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for section ${name} of Class 5` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};
/** The Students and Capacity cells of a section's row. */
const seatsOf = async (name: string) => {
  const cells = within(await rowOf(name)).getAllByRole('cell');
  return { students: cells[1]!, capacity: cells[2]! };
};
const openAssign = async (user: ReturnType<typeof renderPage>['user']) => {
  await openAction(user, 'Rose', 'Assign Students');
  const dialog = await screen.findByRole('dialog', { name: 'Assign Students to Section' });
  await within(dialog).findByRole('checkbox', { name: /Aarav Shah/ });
  return dialog;
};
const withRose = { [LIST]: ok({ sections: [rose], pagination: pagination(1) }) };

describe('SectionsPage', () => {
  it("shows the server's figures, the average utilization to one decimal", async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Section Management' })).toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'Section figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Sections6'));
    expect(figures).toHaveTextContent('Total Students398');
    expect(figures).toHaveTextContent('Total Capacity500');
    expect(figures).toHaveTextContent('Avg Utilization80.0%');
  });

  it('shows a dash for the average utilization when no section has a limit', async () => {
    renderPage({ [SUMMARY]: ok(summary({ total_capacity: 0, average_utilization: null })) });
    const figures = screen.getByRole('group', { name: 'Section figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Avg Utilization—'));
    expect(figures).toHaveTextContent('Total Capacity0');
  });

  it('shows how full each section is, coloured by how close it is to its limit', async () => {
    renderPage();
    const cases = [
      ['A', '91 / 100', '100 (91.0% filled)', 'high'],
      ['B', '80 / 100', '100 (80.0% filled)', 'medium'],
      ['C', '50 / 100', '100 (50.0% filled)', 'low'],
      ['D', '90 / 100', '100 (90.0% filled)', 'medium'],
      ['E', '75 / 100', '100 (75.0% filled)', 'low'],
    ] as const;
    for (const [name, students, capacity, level] of cases) {
      const seats = await seatsOf(name);
      expect(seats.students, name).toHaveTextContent(new RegExp(`^${students}$`));
      expect(seats.capacity, name).toHaveTextContent(capacity);
      expect(within(seats.capacity).getByRole('meter'), name).toHaveAttribute('data-level', level);
    }
    expect(within((await seatsOf('A')).capacity).getByRole('meter')).toHaveAccessibleName(
      'Seats filled, nearly full',
    );
  });

  it('shows no limit and no meter for a section without a capacity', async () => {
    renderPage();
    const seats = await seatsOf('F');
    expect(seats.students).toHaveTextContent(/^12$/);
    expect(seats.capacity).toHaveTextContent(/^No limit$/);
    expect(within(seats.capacity).queryByRole('meter')).not.toBeInTheDocument();
  });

  it('filters by class, the cards following the list, and creates in the class it shows', async () => {
    const { user, fetchMock, router } = renderPage({
      'GET /api/school/sections?page=1&per_page=15&class_id=6': ok({
        sections: [section({ id: 8, class_id: 6, class_name: 'Class 6', name: 'Lotus', capacity: null })],
        pagination: pagination(1),
      }),
      'GET /api/school/sections/summary?class_id=6': ok(
        summary({ total_sections: 1, total_students: 50, total_capacity: 0, average_utilization: null }),
      ),
    });
    const filter = screen.getByRole('combobox', { name: 'Class' });
    await within(filter).findByRole('option', { name: 'Class 6' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Classes', 'Class 5', 'Class 6']);
    await user.selectOptions(filter, 'Class 6');

    expect(await rowOf('Lotus')).toHaveTextContent('Class 6');
    expect(screen.queryByRole('rowheader', { name: /^Section A/ })).not.toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'Section figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Sections1'));
    expect(figures).toHaveTextContent('Avg Utilization—');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/school/sections?page=1&per_page=15&class_id=6',
      expect.anything(),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/school/sections/summary?class_id=6', expect.anything());
    expect(router.state.location.search).toBe('?class_id=6');

    await user.click(screen.getByRole('button', { name: 'Create New Section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Section' });
    expect(within(dialog).getByRole('combobox', { name: 'Class' })).toHaveDisplayValue('Class 6');
  });

  it('requires a class, then creates a section without a limit when the capacity is empty', async () => {
    const { user, fetchMock } = renderPage({
      [CREATE]: {
        status: 201,
        body: ok(section({ id: 9, name: 'G', capacity: null }), 'Section created successfully!').body,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Create New Section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Section' });
    const classField = within(dialog).getByRole('combobox', { name: 'Class' });
    await within(classField).findByRole('option', { name: 'Class 5' });
    await user.type(within(dialog).getByLabelText(/^Section Name/), 'G');
    await user.click(within(dialog).getByRole('button', { name: 'Create section' }));
    expect(await within(dialog).findByText('Class is required.')).toBeInTheDocument();
    expect(classField).toHaveAttribute('aria-invalid', 'true');
    expect(posted(fetchMock)).toBe(false);

    await user.selectOptions(classField, 'Class 5');
    await user.click(within(dialog).getByRole('button', { name: 'Create section' }));
    await toastShows('Section created successfully!');
    expect(bodyOf(fetchMock, CREATE)).toEqual({ class_id: 5, name: 'G', capacity: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates a section with its capacity as a number', async () => {
    const { user, fetchMock } = renderPage({
      [CREATE]: {
        status: 201,
        body: ok(section({ id: 9, class_id: 6, name: 'G', capacity: 40 }), 'Section created successfully!')
          .body,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Create New Section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Section' });
    const classField = within(dialog).getByRole('combobox', { name: 'Class' });
    await within(classField).findByRole('option', { name: 'Class 6' });
    await user.selectOptions(classField, 'Class 6');
    await user.type(within(dialog).getByLabelText(/^Section Name/), 'G');
    await user.type(within(dialog).getByLabelText(/^Capacity/), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Create section' }));
    await toastShows('Section created successfully!');
    expect(bodyOf(fetchMock, CREATE)).toEqual({ class_id: 6, name: 'G', capacity: 40 });
  });

  it('offers only active students of the class who are not in the section yet', async () => {
    const { user } = renderPage({
      ...withRose,
      [CANDIDATES]: ok({ students: CLASS_STUDENTS, pagination: pagination(6, 1, 100) }),
    });
    const dialog = await openAssign(user);
    expect(dialog).toHaveAccessibleDescription('Section Rose of Class 5: 2 seats left.');
    const offered = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')!.textContent);
    expect(offered).toEqual([
      'Aarav ShahADM-101 · Class 5',
      'Diya NairADM-102 · Class 5 · now in section B',
      'Sara KhanADM-106 · Class 5',
    ]);
  });

  it('refuses more students than seats left, then assigns those chosen', async () => {
    const { user, fetchMock } = renderPage({
      ...withRose,
      [CANDIDATES]: ok({ students: CLASS_STUDENTS, pagination: pagination(6, 1, 100) }),
      [ASSIGN]: ok(rose, 'Students assigned successfully!'),
    });
    const dialog = await openAssign(user);
    const assign = within(dialog).getByRole('button', { name: 'Assign Students' });
    expect(assign).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Aarav Shah/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Diya Nair/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Sara Khan/ }));
    expect(within(dialog).getByText('3 selected: only 2 seats are left.')).toBeInTheDocument();
    expect(assign).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Diya Nair/ }));
    expect(within(dialog).getByText('2 selected.')).toBeInTheDocument();
    expect(assign).toBeEnabled();
    await user.click(assign);
    await toastShows('Students assigned successfully!');
    expect(bodyOf(fetchMock, ASSIGN)).toEqual({ student_ids: [101, 106] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's first field message when the assignment is refused", async () => {
    const { user } = renderPage({
      ...withRose,
      [CANDIDATES]: ok({ students: CLASS_STUDENTS, pagination: pagination(6, 1, 100) }),
      [ASSIGN]: {
        status: 422,
        body: {
          success: false,
          message: 'The given data was invalid.',
          errors: {
            student_ids: ['Section Rose has only 1 seat left.', 'Another message.'],
            academic_year_id: ['No current academic year.'],
          },
        },
      },
    });
    const dialog = await openAssign(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /Aarav Shah/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Sara Khan/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Students' }));
    await toastShows('Section Rose has only 1 seat left.');
    expect(screen.getByRole('dialog', { name: 'Assign Students to Section' })).toBeInTheDocument();
  });

  it("asks before deleting, and shows the server's reason when students are assigned", async () => {
    const { user } = renderPage({
      'DELETE /api/school/sections/3': {
        status: 409,
        body: { success: false, message: 'Cannot delete a section with assigned students.' },
      },
    });
    await openAction(user, 'C', 'Delete Section');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Section' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete Section "C"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShows('Cannot delete a section with assigned students.');
  });
});

describe("SectionsPage's analytics", () => {
  const analytics = (attendance_rate: number | null): SectionAnalytics => ({
    total_students: 91,
    capacity: 100,
    capacity_utilization: 91,
    attendance_rate,
    gender_distribution: { male: 45, female: 46, other: 0 },
  });

  it("shows a section's attendance rate over the year", async () => {
    const { user } = renderPage({ 'GET /api/school/sections/1/analytics': ok(analytics(88)) });
    await openAction(user, 'A', 'View Analytics');
    const dialog = await screen.findByRole('dialog', { name: 'Analytics: Section A' });
    await waitFor(() => expect(dialog).toHaveTextContent('Attendance Rate88.0%'));
  });

  it('says so when no register of the section is taken this year', async () => {
    const { user } = renderPage({ 'GET /api/school/sections/1/analytics': ok(analytics(null)) });
    await openAction(user, 'A', 'View Analytics');
    const dialog = await screen.findByRole('dialog', { name: 'Analytics: Section A' });
    await waitFor(() => expect(dialog).toHaveTextContent('Attendance RateNot recorded yet'));
  });
});

describe('SectionsPage for a delegate', () => {
  it('shows a user with sections_view alone the list without the class filter, and loads no classes', async () => {
    const { user, fetchMock } = renderPage({}, schoolAdminUser({ permissions: ['sections_view'] }));
    const row = await screen.findByRole('button', { name: 'Actions for section A of Class 5' });
    expect(row).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Class' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Section' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Sections' })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Actions for section A of Class 5')).toEqual([
      'View Details',
      'View Analytics',
    ]);
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/school/classes'))).toBe(false);
  });

  it('offers creating and assigning students only with the classes they need', async () => {
    const permissions = ['sections_view', 'sections_create', 'sections_assign_students'] as const;
    const { user } = renderPage({}, schoolAdminUser({ permissions: [...permissions] }));
    await screen.findByRole('button', { name: 'Actions for section A of Class 5' });
    expect(screen.queryByRole('button', { name: 'Create New Section' })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Actions for section A of Class 5')).not.toContain('Assign Students');
    cleanup();

    const withClasses = renderPage({}, schoolAdminUser({ permissions: [...permissions, 'classes_view'] }));
    await screen.findByRole('button', { name: 'Actions for section A of Class 5' });
    expect(screen.getByRole('button', { name: 'Create New Section' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Class' })).toBeInTheDocument();
    expect(await menuItems(withClasses.user, 'Actions for section A of Class 5')).toEqual([
      'View Details',
      'View Analytics',
      'Assign Students',
    ]);
  });
});
