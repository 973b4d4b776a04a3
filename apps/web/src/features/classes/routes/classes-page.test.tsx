import type { ClassAnalytics, ClassSummary, SchoolClass, SessionUser } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { schoolAdminUser } from '@/test/fixtures';
import { menuItems, renderRoutes, toasts } from '@/test/render';
import { ClassesPage } from './classes-page';

const LIST = 'GET /api/school/classes?page=1&per_page=15';
const SUMMARY = 'GET /api/school/classes/summary';
const CREATE = 'POST /api/school/classes';

const schoolClass = (overrides: Partial<SchoolClass>): SchoolClass => ({
  id: 5,
  name: 'Class 5',
  grade_level: 5,
  students_count: 30,
  teachers_count: 2,
  sections_count: 2,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
const fifth = schoolClass({});
const nursery = schoolClass({
  id: 9,
  name: 'Nursery',
  grade_level: null,
  students_count: 12,
  teachers_count: 1,
  sections_count: 1,
});

/** Over the whole school, not the page: three classes where the page lists two. */
const summary = (overrides: Partial<ClassSummary> = {}): ClassSummary => ({
  total_classes: 3,
  total_students: 100,
  total_teachers: 8,
  total_sections: 7,
  grade_distribution: [
    { grade_level: 5, students: 60 },
    { grade_level: null, students: 40 },
  ],
  ...overrides,
});

const analytics: ClassAnalytics = {
  total_students: 31,
  total_teachers: 4,
  total_sections: 2,
  total_subjects: 6,
  section_distribution: [
    { section_id: 51, section_name: 'A', student_count: 18, capacity: 20 },
    { section_id: 52, section_name: 'B', student_count: 1, capacity: null },
  ],
  gender_distribution: { male: 16, female: 14, other: 1 },
  attendance_rate: 92.4,
};

const schoolAdmin = schoolAdminUser();

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = schoolAdmin) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [SUMMARY]: ok(summary()),
    [LIST]: ok({ classes: [fifth, nursery], pagination: pagination(2) }),
    ...replies,
  });
  return {
    ...renderRoutes([{ path: '/school-admin/classes', element: <ClassesPage /> }], '/school-admin/classes'),
    fetchMock,
  };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;
const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const [, init] = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)!;
  return JSON.parse(init!.body as string) as unknown;
};
/** A chart by its caption; its figures are the list beside the (undrawn) canvas. */
const figuresOf = (title: string, container: HTMLElement = document.body) =>
  within(within(container).getByText(title, { selector: 'figcaption' }).closest('figure')!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const openCreate = async (user: ReturnType<typeof renderPage>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Create New Class' }));
  return screen.findByRole('dialog', { name: 'Create New Class' });
};
const openAction = async (user: ReturnType<typeof renderPage>['user'], name: string, action: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};

describe('ClassesPage', () => {
  it('lists each class with its grade beneath the name and its counts', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Class Management' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Class Name', 'Grade Level', 'Students', 'Teachers', 'Sections', 'Created']),
    );

    const fifthRow = await rowOf('Class 5');
    expect(within(fifthRow).getByRole('rowheader')).toHaveTextContent(/^Class 5Grade 5$/);
    const fifthCells = within(fifthRow).getAllByRole('cell');
    expect(fifthCells.slice(0, 5).map((c) => c.textContent)).toEqual(['5', '30', '2', '2', '20 Nov 2026']);

    const nurseryRow = await rowOf('Nursery');
    expect(within(nurseryRow).getByRole('rowheader')).toHaveTextContent(/^NurseryUnknown$/);
    const nurseryCells = within(nurseryRow).getAllByRole('cell');
    expect(nurseryCells.slice(0, 4).map((c) => c.textContent)).toEqual(['—', '12', '1', '1']);
  });

  it("shows the server's totals, the overview derived from them and the students per grade", async () => {
    renderPage();
    const figures = screen.getByRole('group', { name: 'Class figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Classes3'));
    expect(figures).toHaveTextContent('Total Students100');
    expect(figures).toHaveTextContent('Total Teachers8');
    expect(figures).toHaveTextContent('Total Sections7');

    // 100 / 3 = 33.3, 100 / 8 = 12.5 and 7 / 3 = 2.3, each rounded to a whole number.
    const overview = screen.getByRole('region', { name: 'Class Overview' });
    expect(overview).toHaveTextContent('Average Class Size33');
    expect(overview).toHaveTextContent('Teacher-Student Ratio1:13');
    expect(overview).toHaveTextContent('Sections per Class2');

    expect(figuresOf('Grade Distribution')).toEqual(['Grade 5: 60', 'Unknown: 40']);
  });

  it('shows dashes in the overview of a school without classes or teachers', async () => {
    renderPage({
      [SUMMARY]: ok(
        summary({
          total_classes: 0,
          total_students: 0,
          total_teachers: 0,
          total_sections: 0,
          grade_distribution: [],
        }),
      ),
      [LIST]: ok({ classes: [], pagination: pagination(0) }),
    });
    const overview = await screen.findByRole('region', { name: 'Class Overview' });
    expect(overview).toHaveTextContent('Average Class Size—');
    expect(overview).toHaveTextContent('Teacher-Student Ratio—');
    expect(overview).toHaveTextContent('Sections per Class—');
    expect(screen.queryByText('Grade Distribution')).not.toBeInTheDocument();
  });

  it('creates a class with its grade as a number', async () => {
    const { user, fetchMock } = renderPage({
      [CREATE]: {
        status: 201,
        body: ok(schoolClass({ id: 10, name: 'Class 6', grade_level: 6 }), 'Class created successfully!')
          .body,
      },
    });
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/^Class Name/), 'Class 6');
    await user.type(within(dialog).getByLabelText(/^Grade Level/), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    await toastShows('Class created successfully!');
    expect(bodyOf(fetchMock, CREATE)).toEqual({ name: 'Class 6', grade_level: 6 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends no grade when the grade is left empty', async () => {
    const { user, fetchMock } = renderPage({
      [CREATE]: {
        status: 201,
        body: ok(schoolClass({ id: 11, name: 'Playgroup', grade_level: null }), 'Class created successfully!')
          .body,
      },
    });
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/^Class Name/), 'Playgroup');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    await toastShows('Class created successfully!');
    expect(bodyOf(fetchMock, CREATE)).toEqual({ name: 'Playgroup', grade_level: null });
  });

  it("shows the server's grade error under the grade and keeps the form open", async () => {
    const message = 'Grade level must be a whole number from 1 to 12.';
    const { user, fetchMock } = renderPage({
      [CREATE]: {
        status: 422,
        body: { success: false, message, errors: { grade_level: [message] } },
      },
    });
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/^Class Name/), 'Class 13');
    await user.type(within(dialog).getByLabelText(/^Grade Level/), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    const grade = within(dialog).getByLabelText(/^Grade Level/);
    expect(grade).toHaveAttribute('aria-invalid', 'true');
    expect(grade).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(dialog).getByLabelText(/^Class Name/)).not.toHaveAttribute('aria-invalid');
    expect(bodyOf(fetchMock, CREATE)).toEqual({ name: 'Class 13', grade_level: 13 });
    expect(screen.getByRole('dialog', { name: 'Create New Class' })).toBeInTheDocument();
  });

  it("asks before deleting, and shows the server's reason when students are enrolled", async () => {
    const { user, fetchMock } = renderPage({
      'DELETE /api/school/classes/5': {
        status: 409,
        body: {
          success: false,
          message: 'Cannot delete a class with enrolled students. Move or remove them first.',
        },
      },
    });
    await openAction(user, 'Class 5', 'Delete Class');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Class' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete "Class 5"? Its sections go with it, and its teachers and subjects are unassigned from it. This cannot be undone. A class that has or had enrolled students cannot be deleted: it is kept for their records.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShows('Cannot delete a class with enrolled students. Move or remove them first.');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/school/classes/5',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete Class' })).toBeInTheDocument();
  });

  it("shows a class's analytics: its totals, attendance, sections and genders", async () => {
    const { user } = renderPage({ 'GET /api/school/classes/5/analytics': ok(analytics) });
    await openAction(user, 'Class 5', 'View Analytics');
    const dialog = await screen.findByRole('dialog', { name: 'Analytics: Class 5' });
    await waitFor(() => expect(dialog).toHaveTextContent('Total Students31'));
    expect(dialog).toHaveTextContent('Total Teachers4');
    expect(dialog).toHaveTextContent('Sections2');
    expect(dialog).toHaveTextContent('Subjects6');
    expect(dialog).toHaveTextContent('Attendance Rate92.4%');

    expect(figuresOf('Students per Section', dialog)).toEqual(['A: 18', 'B: 1']);
    const cards = within(within(dialog).getByRole('region', { name: 'Sections' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Section A18 students of 20 seats',
      'Section B1 student, no limit',
    ]);
    expect(figuresOf('Gender Distribution', dialog)).toEqual(['Male: 16', 'Female: 14', 'Other: 1']);
  });

  it('says so when no attendance is recorded for the class this year', async () => {
    const { user } = renderPage({
      'GET /api/school/classes/5/analytics': ok({ ...analytics, attendance_rate: null }),
    });
    await openAction(user, 'Class 5', 'View Analytics');
    const dialog = await screen.findByRole('dialog', { name: 'Analytics: Class 5' });
    await waitFor(() => expect(dialog).toHaveTextContent('Attendance RateNot recorded yet'));
  });

  it('says so when the analytics cannot be loaded', async () => {
    const { user } = renderPage({
      'GET /api/school/classes/9/analytics': { status: 500, body: { success: false, message: 'Boom' } },
    });
    await openAction(user, 'Nursery', 'View Analytics');
    const dialog = await screen.findByRole('dialog', { name: 'Analytics: Nursery' });
    expect(await within(dialog).findByText('Analytics could not be loaded.')).toBeInTheDocument();
  });
});

describe('ClassesPage for a delegate', () => {
  it('offers a user with classes_view alone nothing beyond viewing', async () => {
    const { user } = renderPage({}, schoolAdminUser({ permissions: ['classes_view'] }));
    await screen.findByRole('rowheader', { name: /Class 5/ });
    expect(screen.queryByRole('button', { name: 'Create New Class' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Classes' })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Actions for Class 5')).toEqual(['View Details', 'View Analytics']);
  });

  it('offers each action with its permission', async () => {
    const { user } = renderPage(
      {},
      schoolAdminUser({ permissions: ['classes_view', 'classes_export', 'classes_update'] }),
    );
    await screen.findByRole('rowheader', { name: /Class 5/ });
    expect(screen.queryByRole('button', { name: 'Create New Class' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Classes' })).toBeInTheDocument();
    expect(await menuItems(user, 'Actions for Class 5')).toEqual([
      'View Details',
      'View Analytics',
      'Edit Class',
    ]);
  });
});
