import type { SchoolClass, Section, SessionUser, Subject, Teacher } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { schoolAdminUser } from '@/test/fixtures';
import { menuItems, renderRoutes, toasts } from '@/test/render';
import { SubjectsPage } from './subjects-page';

const LIST = 'GET /api/school/subjects?page=1&per_page=15';
const CREATE = 'POST /api/school/subjects';

const subject = (overrides: Partial<Subject>): Subject => ({
  id: 1,
  name: 'Mathematics',
  code: 'MATH',
  description: 'Numbers and shapes.',
  teachers_count: 3,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
const maths = subject({});

const STAMPS = { created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' };
const classOption = (id: number, name: string): SchoolClass => ({
  id,
  name,
  grade_level: null,
  students_count: 0,
  teachers_count: 0,
  sections_count: 0,
  ...STAMPS,
});
const teacherOption = (id: number, name: string): Teacher => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: null,
  employee_code: null,
  qualification: null,
  specialization: null,
  date_of_joining: null,
  gender: null,
  dob: null,
  user: { name, email: `${id}@example.com`, phone: null },
  classes: [],
  archived_at: null,
  ...STAMPS,
});
const sectionOption = (id: number, classId: number, name: string): Section => ({
  id,
  class_id: classId,
  class_name: `Class ${classId}`,
  name,
  capacity: null,
  students_count: 0,
  ...STAMPS,
});
const art = subject({ id: 2, name: 'Art', code: null, description: null, teachers_count: 0 });

const schoolAdmin = schoolAdminUser();

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = schoolAdmin) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [LIST]: ok({ subjects: [art, maths], pagination: pagination(2) }),
    ...replies,
  });
  return {
    ...renderRoutes(
      [{ path: '/school-admin/subjects', element: <SubjectsPage /> }],
      '/school-admin/subjects',
    ),
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
const openCreate = async (user: ReturnType<typeof renderPage>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Add Subject' }));
  return screen.findByRole('dialog', { name: 'Create New Subject' });
};

describe('SubjectsPage', () => {
  it('lists subjects with their code, description and teachers, a dash where there is none', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Subject Management' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Subject', 'Code', 'Description', 'Teachers', 'Created']),
    );

    const mathsCells = within(await rowOf('Mathematics')).getAllByRole('cell');
    expect(mathsCells[0]).toHaveTextContent('MATH');
    expect(mathsCells[1]).toHaveTextContent('Numbers and shapes.');
    expect(mathsCells[2]).toHaveTextContent('3');
    expect(mathsCells[3]).toHaveTextContent('20 Nov 2026');

    const artCells = within(await rowOf('Art')).getAllByRole('cell');
    expect(artCells[0]).toHaveTextContent(/^—$/);
    expect(artCells[1]).toHaveTextContent(/^—$/);
    expect(artCells[2]).toHaveTextContent('0');
  });

  it('offers details, edit and delete, and shows the details of a subject', async () => {
    const { user } = renderPage({ 'GET /api/school/subjects/1': ok(maths) });
    await user.click(await screen.findByRole('button', { name: 'Actions for Mathematics' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'View details',
      'Classes & Teachers',
      'Edit',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subject Details' });
    expect(dialog).toHaveTextContent('MATH');
    expect(dialog).toHaveTextContent('Numbers and shapes.');
    expect(dialog).toHaveTextContent('Teachers3');
  });

  it('links classes and assigns teachers in a class or section, starting from what is held', async () => {
    const { user, fetchMock } = renderPage({
      'GET /api/school/subjects/1/teaching': ok({
        classes: [
          {
            class_id: 5,
            class_name: 'Class 5',
            teachers: [{ teacher_id: 3, teacher_name: 'Anita Desai', section_id: 51, section_name: 'A' }],
          },
        ],
        school_wide_teachers: [{ teacher_id: 4, teacher_name: 'Ravi Kumar' }],
      }),
      'GET /api/school/classes?page=1&per_page=100': ok({
        classes: [classOption(5, 'Class 5'), classOption(6, 'Class 6')],
        pagination: pagination(2, 1, 100),
      }),
      'GET /api/school/teachers?page=1&per_page=100': ok({
        teachers: [teacherOption(3, 'Anita Desai'), teacherOption(4, 'Ravi Kumar')],
        pagination: pagination(2, 1, 100),
      }),
      'GET /api/school/sections?class_id=5&per_page=100': ok({ sections: [], pagination: pagination(0) }),
      'GET /api/school/sections?class_id=6&per_page=100': ok({
        sections: [{ ...sectionOption(61, 6, 'B') }],
        pagination: pagination(1),
      }),
      'PUT /api/school/subjects/1/teaching': ok(
        { classes: [], school_wide_teachers: [] },
        'Subject classes and teachers saved successfully!',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Mathematics' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Classes & Teachers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Classes & Teachers: Mathematics' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Class 5' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Class 6' })).not.toBeChecked();
    const five = within(dialog).getByRole('group', { name: 'Teachers in Class 5' });
    expect(five).toHaveTextContent('Anita Desai (Section A)');
    expect(dialog).toHaveTextContent('Also taught school-wide (in no particular class) by Ravi Kumar.');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Class 6' }));
    const six = await within(dialog).findByRole('group', { name: 'Teachers in Class 6' });
    await user.selectOptions(within(six).getByLabelText('Teacher for Class 6'), 'Ravi Kumar');
    await within(six).findByRole('option', { name: 'Section B' });
    await user.selectOptions(within(six).getByLabelText('Where in Class 6'), 'Section B');
    await user.click(within(six).getByRole('button', { name: 'Add teacher to Class 6' }));
    expect(six).toHaveTextContent('Ravi Kumar (Section B)');
    await user.selectOptions(within(six).getByLabelText('Teacher for Class 6'), 'Anita Desai');
    await user.selectOptions(within(six).getByLabelText('Where in Class 6'), 'Whole class');
    await user.click(within(six).getByRole('button', { name: 'Add teacher to Class 6' }));
    await user.click(within(six).getByRole('button', { name: 'Remove Ravi Kumar (Section B) from Class 6' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toastShows('Subject classes and teachers saved successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/school/subjects/1/teaching')).toEqual({
      classes: [
        { class_id: 5, teachers: [{ teacher_id: 3, section_id: 51 }] },
        { class_id: 6, teachers: [{ teacher_id: 3, section_id: null }] },
      ],
    });
  });

  it('creates a subject, sending null for a blank code and description', async () => {
    const { user, fetchMock } = renderPage({
      [CREATE]: {
        status: 201,
        body: ok(subject({ id: 3, name: 'Physics', code: null }), 'Subject created successfully!').body,
      },
    });
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Physics');
    await user.click(within(dialog).getByRole('button', { name: 'Create subject' }));
    await toastShows('Subject created successfully!');
    expect(bodyOf(fetchMock, CREATE)).toEqual({ name: 'Physics', code: null, description: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a blank name without a call', async () => {
    const { user, fetchMock } = renderPage();
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create subject' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's field error under the code and keeps the form open", async () => {
    const { user, fetchMock } = renderPage({
      [CREATE]: {
        status: 422,
        body: {
          success: false,
          message: 'Code has already been taken.',
          errors: { code: ['Code has already been taken.'] },
        },
      },
    });
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Further Maths');
    await user.type(within(dialog).getByLabelText('Code'), 'MATH');
    await user.type(within(dialog).getByLabelText('Description'), 'Harder numbers.');
    await user.click(within(dialog).getByRole('button', { name: 'Create subject' }));
    await toastShows('Code has already been taken.');
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(
      expect.stringContaining('Code has already been taken.'),
    );
    expect(bodyOf(fetchMock, CREATE)).toEqual({
      name: 'Further Maths',
      code: 'MATH',
      description: 'Harder numbers.',
    });
    expect(screen.getByRole('dialog', { name: 'Create New Subject' })).toBeInTheDocument();
  });

  it('edits a subject starting from its values', async () => {
    const { user, fetchMock } = renderPage({
      'PUT /api/school/subjects/2': ok(subject({ ...art, code: 'ART' }), 'Subject updated successfully!'),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Art' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Subject' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Art');
    await user.type(within(dialog).getByLabelText('Code'), 'ART');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastShows('Subject updated successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/school/subjects/2')).toEqual({
      name: 'Art',
      code: 'ART',
      description: null,
    });
  });

  it("asks before deleting, and shows the server's reason when teachers hold the subject", async () => {
    const { user } = renderPage({
      'DELETE /api/school/subjects/1': {
        status: 409,
        body: {
          success: false,
          message: 'This subject is assigned to teachers. Remove it from their subjects first.',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Mathematics' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Subject' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the subject "Mathematics"? The classes that offer it stop offering it; a subject that teachers are assigned to cannot be deleted (remove it from them first). This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShows('This subject is assigned to teachers. Remove it from their subjects first.');
  });

  describe('export', () => {
    // jsdom has no blob URLs: stand-ins for the test, the originals put back after it.
    const { createObjectURL, revokeObjectURL } = URL;
    afterEach(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });

    it('downloads the CSV of the subjects the search matches', async () => {
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() });
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      const { user, fetchMock } = renderPage({
        'GET /api/school/subjects?page=1&per_page=15&search=math': ok({
          subjects: [maths],
          pagination: pagination(1),
        }),
        'GET /api/school/subjects/export?search=math': { status: 200, body: 'id,name\n1,Mathematics\n' },
      });
      await user.type(await screen.findByLabelText('Search subjects'), 'math');
      await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Art/ })).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(fetchMock).toHaveBeenCalledWith('/api/school/subjects/export?search=math', expect.anything());
      expect(click.mock.contexts[0]).toMatchObject({ download: 'subjects.csv', href: 'blob:1' });
    });

    it('shows the server’s message, with the wait, when the export limit is reached, and downloads nothing', async () => {
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      const message =
        'Exports are limited to 50,000 rows an hour per account, and this export of 1,200 rows would pass that. Please try again in 12 minutes.';
      const { user } = renderPage({
        'GET /api/school/subjects/export': {
          status: 429,
          body: { success: false, message },
        },
      });
      await rowOf('Mathematics');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await toastShows(message);
      expect(click).not.toHaveBeenCalled();
    });
  });
});

describe('SubjectsPage for a delegate', () => {
  it('offers a user with subjects_view alone nothing beyond viewing', async () => {
    const { user } = renderPage({}, schoolAdminUser({ permissions: ['subjects_view'] }));
    await rowOf('Mathematics');
    expect(screen.queryByRole('button', { name: 'Add Subject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Actions for Mathematics')).toEqual(['View details']);
  });

  it('offers each action with its permission', async () => {
    const { user } = renderPage(
      {},
      schoolAdminUser({ permissions: ['subjects_view', 'subjects_create', 'subjects_delete'] }),
    );
    await rowOf('Mathematics');
    expect(screen.getByRole('button', { name: 'Add Subject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Actions for Mathematics')).toEqual(['View details', 'Delete']);
  });
});
