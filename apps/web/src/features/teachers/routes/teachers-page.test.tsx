import type {
  SchoolClass,
  Section,
  SessionUser,
  Teacher,
  TeacherAnalytics,
  TeacherDetail,
  TeacherPerformance,
  TeacherPlacement,
} from '@school/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { schoolAdminUser } from '@/test/fixtures';
import { menuItems, renderRoutes, toasts } from '@/test/render';
import { TeachersPage } from './teachers-page';

const LIST = 'GET /api/school/teachers?page=1&per_page=15';
const ANALYTICS = 'GET /api/school/teachers/analytics';
const CLASSES = 'GET /api/school/classes?page=1&per_page=100';
const CREATE = 'POST /api/school/teachers';
const ASSIGN = 'POST /api/school/teachers/1/assign-classes';
const DETAIL = 'GET /api/school/teachers/1';
const teachersOf = (classId: number) => `GET /api/school/classes/${classId}/teachers`;
const sectionsOf = (classId: number) => `GET /api/school/sections?class_id=${classId}&per_page=100`;

const teacher = (overrides: Partial<Teacher> = {}): Teacher => ({
  id: 1,
  name: 'Anita Desai',
  email: 'anita@example.com',
  phone: null,
  archived_at: null,
  employee_code: 'EMP-001',
  qualification: 'M.Sc.',
  specialization: 'Mathematics',
  date_of_joining: '2020-06-15',
  gender: 'female',
  dob: '1985-03-02',
  user: { name: 'Anita Desai', email: 'anita@example.com', phone: null },
  classes: [{ id: 5, name: 'Class 5' }],
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});
const anita = teacher();

/** The teacher as GET /teachers/:id answers: with their places and subjects. */
const detailOf = (row: Teacher, placements: TeacherPlacement[]): TeacherDetail => ({
  ...row,
  placements,
  subject_assignments: [],
});
const ravi = teacher({
  id: 2,
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  employee_code: 'EMP-002',
  qualification: null,
  specialization: null,
  gender: 'male',
  classes: [],
});

const analytics = (overrides: Partial<TeacherAnalytics> = {}): TeacherAnalytics => ({
  total_teachers: 12,
  active_teachers: 10,
  recent_joinings: 3,
  by_gender: [
    { gender: 'female', count: 7 },
    { gender: 'male', count: 5 },
  ],
  by_specialization: [
    { specialization: 'Mathematics', count: 5 },
    { specialization: 'Physics', count: 4 },
    { specialization: 'Not specified', count: 3 },
  ],
  ...overrides,
});

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
const CLASS_OPTIONS = [schoolClass(5, 'Class 5'), schoolClass(6, 'Class 6'), schoolClass(7, 'Class 7')];
const section = (id: number, classId: number, name: string): Section => ({
  id,
  class_id: classId,
  class_name: `Class ${classId}`,
  name,
  capacity: 40,
  students_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

const performance = (overrides: Partial<TeacherPerformance> = {}): TeacherPerformance => ({
  assignments: { total_created: 14, recent_created: 3, graded_assignments: 9 },
  classes: { total_assigned: 2, class_teacher_for: ['Class 5'] },
  subjects: { total_assigned: 4 },
  activity: { days_active: 0, last_login: null },
  ...overrides,
});

const schoolAdmin = schoolAdminUser();

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = schoolAdmin) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [ANALYTICS]: ok(analytics()),
    [LIST]: ok({ teachers: [anita, ravi], pagination: pagination(2) }),
    ...replies,
  });
  return {
    ...renderRoutes(
      [{ path: '/school-admin/teachers', element: <TeachersPage /> }],
      '/school-admin/teachers',
    ),
    fetchMock,
  };
}

/** A chart, found by its caption. */
const chartOf = async (title: string) =>
  (await screen.findByText(title, { selector: 'figcaption' })).closest('figure')!;
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr')!;
const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const [, init] = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)!;
  return JSON.parse(init!.body as string) as unknown;
};
const posted = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.some(([, init]) => init?.method === 'POST');
const openAction = async (user: ReturnType<typeof renderPage>['user'], name: string, action: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};
/** Fills the add form's required fields, the passwords as given. */
const fillAdd = async (
  user: ReturnType<typeof renderPage>['user'],
  dialog: HTMLElement,
  password: string,
  confirmation: string,
) => {
  await user.type(within(dialog).getByLabelText(/^Full Name/), 'Meena Joshi');
  await user.type(within(dialog).getByLabelText(/^Email/), 'meena@example.com');
  await user.type(within(dialog).getByLabelText(/^Employee Code/), 'EMP-010');
  await user.type(within(dialog).getByLabelText(/^Password/), password);
  await user.type(within(dialog).getByLabelText(/^Confirm Password/), confirmation);
  await user.type(within(dialog).getByLabelText(/^Specialization/), 'Chemistry');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gender' }), 'Female');
};
const openAdd = async (user: ReturnType<typeof renderPage>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Add Teacher' }));
  return screen.findByRole('dialog', { name: 'Add New Teacher' });
};

describe('TeachersPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the four figures and both charts, counting only named specializations', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Teacher Management' })).toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'Teacher figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Teachers12'));
    expect(figures).toHaveTextContent('Active Teachers10');
    expect(figures).toHaveTextContent('Specializations2');
    expect(figures).toHaveTextContent('Recent Joinings3');
    const gender = await chartOf('Gender Distribution');
    expect(gender).toHaveTextContent('Female: 7');
    expect(gender).toHaveTextContent('Male: 5');
    expect(await chartOf('Specialization Distribution')).toHaveTextContent('Mathematics: 5');
  });

  it('says so instead of the specialization chart when there is no data', async () => {
    renderPage({ [ANALYTICS]: ok(analytics({ total_teachers: 0, by_gender: [], by_specialization: [] })) });
    const chart = await chartOf('Specialization Distribution');
    expect(chart).toHaveTextContent('No specialization data available');
    expect(screen.getByRole('group', { name: 'Teacher figures' })).toHaveTextContent('Specializations0');
  });

  it('shows General and Not specified for a teacher without specialization or qualification', async () => {
    renderPage();
    const anitaCells = within(await rowOf('Anita Desai')).getAllByRole('cell');
    expect(within(await rowOf('Anita Desai')).getByRole('rowheader')).toHaveTextContent('Anita DesaiEMP-001');
    expect(anitaCells.map((c) => c.textContent).slice(0, 5)).toEqual([
      'anita@example.com',
      'Mathematics',
      'M.Sc.',
      'Female',
      '15 Jun 2020',
    ]);
    const raviCells = within(await rowOf('Ravi Kumar')).getAllByRole('cell');
    expect(raviCells[1]).toHaveTextContent(/^General$/);
    expect(raviCells[2]).toHaveTextContent(/^Not specified$/);
  });

  it('filters by gender and by a free-text specialization', async () => {
    const { user, fetchMock, router } = renderPage({
      'GET /api/school/teachers?page=1&per_page=15&gender=female': ok({
        teachers: [anita],
        pagination: pagination(1),
      }),
      'GET /api/school/teachers?page=1&per_page=15&gender=female&specialization=Math': ok({
        teachers: [anita],
        pagination: pagination(1),
      }),
    });
    await rowOf('Ravi Kumar');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /^Ravi Kumar/ })).not.toBeInTheDocument(),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Specialization' }), 'Math');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/school/teachers?page=1&per_page=15&gender=female&specialization=Math',
        expect.anything(),
      ),
    );
    expect(router.state.location.search).toBe('?gender=female&specialization=Math');
  });

  it('sends nothing when the passwords differ, and says so', async () => {
    const { user, fetchMock } = renderPage();
    const dialog = await openAdd(user);
    await fillAdd(user, dialog, 'secret-123', 'secret-124');
    await user.click(within(dialog).getByRole('button', { name: 'Add teacher' }));
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted(fetchMock)).toBe(false);
  });

  it("adds a teacher, blanks sent as none, and shows the server's field errors under the fields", async () => {
    const { user, fetchMock } = renderPage({
      [CREATE]: {
        status: 422,
        body: {
          success: false,
          message: 'The given data was invalid.',
          errors: { email: ['Email has already been taken.'] },
        },
      },
    });
    const dialog = await openAdd(user);
    await fillAdd(user, dialog, 'secret-123', 'secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Add teacher' }));
    expect(await within(dialog).findByText('Email has already been taken.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add New Teacher' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, CREATE)).toEqual({
      name: 'Meena Joshi',
      email: 'meena@example.com',
      phone: null,
      employee_code: 'EMP-010',
      qualification: null,
      specialization: 'Chemistry',
      date_of_joining: null,
      gender: 'female',
      dob: null,
      password: 'secret-123',
      password_confirmation: 'secret-123',
    });
  });

  it("adds a teacher and shows the server's message", async () => {
    const { user } = renderPage({
      [CREATE]: { status: 201, body: ok(teacher({ id: 3 }), 'Teacher created successfully!').body },
    });
    const dialog = await openAdd(user);
    await fillAdd(user, dialog, 'secret-123', 'secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Add teacher' }));
    await toastShows('Teacher created successfully!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a teacher without passwords, keeping what was held', async () => {
    const { user, fetchMock } = renderPage({
      'PUT /api/school/teachers/1': ok(teacher({ qualification: 'Ph.D.' }), 'Teacher updated successfully!'),
    });
    await openAction(user, 'Anita Desai', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Teacher' });
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    const qualification = within(dialog).getByLabelText(/^Qualification/);
    await user.clear(qualification);
    await user.type(qualification, 'Ph.D.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastShows('Teacher updated successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/school/teachers/1')).toEqual({
      name: 'Anita Desai',
      email: 'anita@example.com',
      phone: null,
      employee_code: 'EMP-001',
      qualification: 'Ph.D.',
      specialization: 'Mathematics',
      date_of_joining: '2020-06-15',
      gender: 'female',
      dob: '1985-03-02',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens with the whole current state, offers sections only of the checked classes, and saves it', async () => {
    const { user, fetchMock } = renderPage({
      [DETAIL]: ok(
        detailOf(anita, [
          { class_id: 5, class_name: 'Class 5', section_id: 52, section_name: 'B', is_class_teacher: true },
        ]),
      ),
      [CLASSES]: ok({ classes: CLASS_OPTIONS, pagination: pagination(3, 1, 100) }),
      [sectionsOf(5)]: ok({
        sections: [section(51, 5, 'A'), section(52, 5, 'B')],
        pagination: pagination(2),
      }),
      [sectionsOf(6)]: ok({ sections: [section(61, 6, 'C')], pagination: pagination(1) }),
      [teachersOf(5)]: ok({ teachers: [] }),
      [teachersOf(6)]: ok({ teachers: [] }),
      [ASSIGN]: ok(detailOf(anita, []), 'Classes assigned successfully!'),
    });
    await openAction(user, 'Anita Desai', 'Assign Classes');
    const dialog = await screen.findByRole('dialog', { name: 'Assign Classes' });
    const classBox = (name: string) => within(dialog).getByRole('checkbox', { name });
    await within(dialog).findByRole('checkbox', { name: 'Class 7' });
    // The class, its section and the class-teacher place held now all start checked.
    expect(classBox('Class 5')).toBeChecked();
    expect(classBox('Class 6')).not.toBeChecked();
    const ofFive = await within(dialog).findByRole('group', { name: 'Sections of Class 5' });
    expect(await within(ofFive).findByRole('checkbox', { name: 'Section B' })).toBeChecked();
    expect(within(ofFive).getByRole('checkbox', { name: 'Section A' })).not.toBeChecked();
    expect(
      within(ofFive).getByRole('checkbox', { name: 'Class teacher of Section B of Class 5' }),
    ).toBeChecked();
    expect(within(dialog).queryByRole('group', { name: 'Sections of Class 6' })).not.toBeInTheDocument();

    await user.click(classBox('Class 6'));
    const ofSix = await within(dialog).findByRole('group', { name: 'Sections of Class 6' });
    await user.click(await within(ofSix).findByRole('checkbox', { name: 'Section C' }));
    await user.click(within(ofSix).getByRole('checkbox', { name: 'Class teacher of Section C of Class 6' }));
    await user.click(within(ofFive).getByRole('checkbox', { name: 'Section A' }));
    expect(fetchMock.mock.calls.some(([url]) => url.includes('class_id=7'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Assign Classes' }));
    await toastShows('Classes assigned successfully!');
    expect(bodyOf(fetchMock, ASSIGN)).toEqual({
      class_ids: [5, 6],
      section_ids: [52, 61, 51],
      class_teacher_of: [
        { class_id: 5, section_id: 52 },
        { class_id: 6, section_id: 61 },
      ],
    });
  });

  it('saves unchanged what it loaded, and shows a place another teacher leads instead of a box', async () => {
    const { user, fetchMock } = renderPage({
      [DETAIL]: ok(
        detailOf(anita, [
          { class_id: 5, class_name: 'Class 5', section_id: 51, section_name: 'A', is_class_teacher: false },
          {
            class_id: 6,
            class_name: 'Class 6',
            section_id: null,
            section_name: null,
            is_class_teacher: true,
          },
          // Beyond the 100 classes offered: kept, not dropped.
          {
            class_id: 900,
            class_name: 'Class 900',
            section_id: null,
            section_name: null,
            is_class_teacher: false,
          },
        ]),
      ),
      [CLASSES]: ok({ classes: CLASS_OPTIONS, pagination: pagination(3, 1, 100) }),
      [sectionsOf(5)]: ok({ sections: [section(51, 5, 'A')], pagination: pagination(1) }),
      [sectionsOf(6)]: ok({ sections: [], pagination: pagination(0) }),
      [sectionsOf(900)]: ok({ sections: [], pagination: pagination(0) }),
      [teachersOf(5)]: ok({
        teachers: [
          {
            id: 9,
            name: 'Meera Iyer',
            email: 'meera@example.com',
            is_class_teacher: true,
            sections: ['A'],
            placements: [{ section_id: 51, section_name: 'A', is_class_teacher: true }],
          },
        ],
      }),
      [teachersOf(6)]: ok({ teachers: [] }),
      [teachersOf(900)]: ok({ teachers: [] }),
      [ASSIGN]: ok(detailOf(anita, []), 'Classes assigned successfully!'),
    });
    await openAction(user, 'Anita Desai', 'Assign Classes');
    const dialog = await screen.findByRole('dialog', { name: 'Assign Classes' });
    const ofFive = await within(dialog).findByRole('group', { name: 'Sections of Class 5' });
    await within(ofFive).findByText('Class teacher: Meera Iyer');
    expect(within(ofFive).queryByRole('checkbox', { name: /Class teacher of/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Class 900' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Class teacher of Class 6' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Assign Classes' }));
    await toastShows('Classes assigned successfully!');
    expect(bodyOf(fetchMock, ASSIGN)).toEqual({
      class_ids: [5, 6, 900],
      section_ids: [51],
      class_teacher_of: [{ class_id: 6, section_id: null }],
    });
  });

  it("drops a class's sections when the class is unchecked", async () => {
    const { user, fetchMock } = renderPage({
      [DETAIL]: ok(
        detailOf(anita, [
          {
            class_id: 5,
            class_name: 'Class 5',
            section_id: null,
            section_name: null,
            is_class_teacher: false,
          },
        ]),
      ),
      [CLASSES]: ok({ classes: CLASS_OPTIONS, pagination: pagination(3, 1, 100) }),
      [sectionsOf(5)]: ok({ sections: [section(51, 5, 'A')], pagination: pagination(1) }),
      [teachersOf(5)]: ok({ teachers: [] }),
      [ASSIGN]: ok(detailOf(anita, []), 'Classes assigned successfully!'),
    });
    await openAction(user, 'Anita Desai', 'Assign Classes');
    const dialog = await screen.findByRole('dialog', { name: 'Assign Classes' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Section A' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Class 5' }));
    expect(within(dialog).queryByRole('group', { name: 'Sections of Class 5' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign Classes' }));
    await toastShows('Classes assigned successfully!');
    expect(bodyOf(fetchMock, ASSIGN)).toEqual({ class_ids: [], section_ids: [], class_teacher_of: [] });
  });

  it('shows the performance figures, and Never without a last login', async () => {
    const { user } = renderPage({ 'GET /api/school/teachers/1/performance': ok(performance()) });
    await openAction(user, 'Anita Desai', 'View Performance');
    const dialog = await screen.findByRole('dialog', { name: 'Performance: Anita Desai' });
    await within(dialog).findByText('Never');
    expect(dialog).toHaveTextContent('Total created14');
    expect(dialog).toHaveTextContent('Recently created3');
    expect(dialog).toHaveTextContent('Graded9');
    expect(dialog).toHaveTextContent('Class teacher forClass 5');
    expect(dialog).toHaveTextContent('Days active0');
  });

  it('counts experience in whole 365.25-day years from the joining date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2191 days after 15 Jun 2020 is short of six 365.25-day years.
    vi.setSystemTime(new Date(2026, 5, 15, 9, 30));
    const { user } = renderPage({ 'GET /api/school/teachers/1': ok(anita) });
    await openAction(user, 'Anita Desai', 'View Details');
    const dialog = await screen.findByRole('dialog', { name: 'Teacher Details' });
    expect(dialog).toHaveTextContent('Experience5 years');
    expect(within(dialog).getByRole('list', { name: 'Assigned classes' })).toHaveTextContent('Class 5');
  });

  it('counts a sixth year a day later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 16, 9, 30));
    const { user } = renderPage({ 'GET /api/school/teachers/1': ok(anita) });
    await openAction(user, 'Anita Desai', 'View Details');
    const dialog = await screen.findByRole('dialog', { name: 'Teacher Details' });
    expect(dialog).toHaveTextContent('Experience6 years');
  });

  it('says what is linked, archives by default, and deletes when chosen', async () => {
    const links = {
      name: 'Ravi Kumar',
      links: [
        { kind: 'class_teacher', label: 'Class teacher of', count: 1, names: ['Grade 5 A'] },
        { kind: 'classes', label: 'Classes', count: 1, names: ['Grade 5 A'] },
        { kind: 'subjects', label: 'Subjects', count: 0, names: [] },
      ],
      other_roles: [],
      archivable: true,
    };
    const { user } = renderPage({
      'GET /api/school/teachers/2/links': ok(links),
      'POST /api/school/teachers/2/archive': ok(teacher({ id: 2 }), 'Teacher archived successfully!'),
      'DELETE /api/school/teachers/2': ok(null, 'Teacher deleted successfully!'),
    });
    await openAction(user, 'Ravi Kumar', 'Remove');
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Teacher' });
    expect(await within(dialog).findByText('Class teacher of (1): Grade 5 A')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Archive/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await toastShows('Teacher archived successfully!');

    await openAction(user, 'Ravi Kumar', 'Remove');
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Teacher' });
    await user.click(await within(dialog).findByRole('radio', { name: /Delete permanently/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShows('Teacher deleted successfully!');
  });
  it('opens the import wizard from Import, at the upload when the school has imported nothing yet', async () => {
    const { user } = renderPage({ 'GET /api/school/imports/teachers/latest': ok(null) });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const wizard = await screen.findByRole('dialog', { name: 'Import teachers' });
    expect(await within(wizard).findByText('Step 1 of 4: Upload the file')).toBeInTheDocument();
  });
});

describe('TeachersPage for a delegate', () => {
  it('offers a user with teachers_view alone nothing beyond viewing', async () => {
    const { user } = renderPage({}, schoolAdminUser({ permissions: ['teachers_view'] }));
    await screen.findByRole('button', { name: 'Actions for Anita Desai' });
    expect(screen.queryByRole('button', { name: 'Add Teacher' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Teachers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Actions for Anita Desai')).toEqual(['View Details', 'View Performance']);
  });

  it('offers assigning classes only with the classes and sections it chooses from', async () => {
    const base = ['teachers_view', 'teachers_create', 'teachers_delete', 'teachers_assign_classes'] as const;
    const { user } = renderPage({}, schoolAdminUser({ permissions: [...base] }));
    await screen.findByRole('button', { name: 'Actions for Anita Desai' });
    expect(screen.getByRole('button', { name: 'Add Teacher' })).toBeInTheDocument();
    expect(await menuItems(user, 'Actions for Anita Desai')).toEqual([
      'View Details',
      'View Performance',
      'Remove',
    ]);
    cleanup();

    const all = renderPage({}, schoolAdminUser({ permissions: [...base, 'classes_view', 'sections_view'] }));
    await screen.findByRole('button', { name: 'Actions for Anita Desai' });
    expect(await menuItems(all.user, 'Actions for Anita Desai')).toEqual([
      'View Details',
      'View Performance',
      'Assign Classes',
      'Remove',
    ]);
  });
});
