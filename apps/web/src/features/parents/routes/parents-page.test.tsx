import type { Parent, ParentAnalytics, ParentChild, SessionUser, Student } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { schoolAdminUser } from '@/test/fixtures';
import { menuItems, renderRoutes, toasts } from '@/test/render';
import { ParentsPage } from './parents-page';

const LIST = 'GET /api/school/parents?page=1&per_page=15';
const ANALYTICS = 'GET /api/school/parents/analytics';
const STUDENTS = 'GET /api/school/students?status=active&per_page=100';
const CREATE = 'POST /api/school/parents';
const LINK = 'POST /api/school/parents/1/link-student';
const DETAIL = 'GET /api/school/parents/1';
const CHILDREN = 'GET /api/school/parents/1/children';

const parent = (overrides: Partial<Parent>): Parent => ({
  id: 1,
  user: { name: 'Rajesh Kumar', email: 'rajesh@example.com', phone: '9876543210' },
  name: 'Rajesh Kumar',
  email: 'rajesh@example.com',
  phone: '9876543210',
  relationship_type: 'father',
  occupation: 'Engineer',
  address_same_as_student: true,
  alt_phone: null,
  students: [{ id: 101, name: 'Aarav Kumar', admission_no: 'ADM-101', class_name: 'Class 5' }],
  children_count: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
const rajesh = parent({});
const priya = parent({
  id: 2,
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '9123456780',
  relationship_type: 'mother',
  occupation: null,
  students: [],
  children_count: 0,
});

const analytics = (overrides: Partial<ParentAnalytics> = {}): ParentAnalytics => ({
  total_parents: 40,
  active_parents: 37,
  relationship_distribution: { father: 18, mother: 15, guardian: 5, other: 2 },
  average_children_per_parent: 1.25,
  ...overrides,
});

const student = (id: number, name: string, admission_no: string): Student => ({
  id,
  user: { name, email: `${id}@example.com`, phone: null },
  name,
  email: `${id}@example.com`,
  phone: null,
  sign_in_name: `SCH/${admission_no}`,
  can_sign_in: true,
  archived_at: null,
  admission_no,
  roll_no: null,
  dob: null,
  gender: 'male',
  blood_group: null,
  admission_date: null,
  status: 'active',
  enrolment: {
    academic_year_id: 1,
    academic_year_name: '2026-27',
    is_current_year: true,
    class_id: 5,
    section_id: null,
    roll_no: null,
    class_model: { id: 5, name: 'Class 5' },
    section: null,
  },
  classes: [
    {
      academic_year_id: 1,
      academic_year_name: '2026-27',
      is_current_year: true,
      class_id: 5,
      section_id: null,
      roll_no: null,
      class_model: { id: 5, name: 'Class 5' },
      section: null,
    },
  ],
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});
const STUDENT_OPTIONS = [
  student(101, 'Aarav Kumar', 'ADM-101'),
  student(102, 'Diya Nair', 'ADM-102'),
  student(103, 'Sara Khan', 'ADM-103'),
];

const schoolAdmin = schoolAdminUser();

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = schoolAdmin) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [ANALYTICS]: ok(analytics()),
    [LIST]: ok({ parents: [rajesh, priya], pagination: pagination(2) }),
    [STUDENTS]: ok({ students: STUDENT_OPTIONS, pagination: pagination(3, 1, 100) }),
    ...replies,
  });
  return {
    ...renderRoutes([{ path: '/school-admin/parents', element: <ParentsPage /> }], '/school-admin/parents'),
    fetchMock,
  };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr')!;
const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const [, init] = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)!;
  return JSON.parse(init!.body as string) as unknown;
};
const openAction = async (user: ReturnType<typeof renderPage>['user'], name: string, action: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};
/** A chart by its caption; its figures are the list beside the (undrawn) canvas. */
const figuresOf = (title: string) =>
  within(screen.getByText(title, { selector: 'figcaption' }).closest('figure')!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const unprocessable = (errors: Record<string, string[]>): ApiReply => ({
  status: 422,
  body: { success: false, message: 'The given data was invalid.', errors },
});

describe('ParentsPage', () => {
  it("shows the server's figures, the relationship chart and the average to one decimal", async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Parents Management' })).toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'Parent figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Parents40'));
    expect(figures).toHaveTextContent('Active Parents37');
    expect(figures).toHaveTextContent('Fathers18');
    expect(figures).toHaveTextContent('Mothers15');

    expect(figuresOf('Relationship Distribution')).toEqual([
      'Father: 18',
      'Mother: 15',
      'Guardian: 5',
      'Other: 2',
    ]);

    const statistics = screen.getByRole('region', { name: 'Parent Statistics' });
    expect(statistics).toHaveTextContent('Total Parents40');
    expect(statistics).toHaveTextContent('Active Parents37');
    expect(statistics).toHaveTextContent('Average Children per Parent1.3');
  });

  it('lists each parent with contact, relationship, occupation and children', async () => {
    renderPage();
    const row = await rowOf('Rajesh Kumar');
    expect(row).toHaveTextContent('Rajesh KumarFather');
    expect(row).toHaveTextContent('rajesh@example.com9876543210');
    expect(row).toHaveTextContent('Engineer');
    expect(await rowOf('Priya Sharma')).toHaveTextContent('Not specified');
  });

  it('filters by relationship', async () => {
    const { user, fetchMock, router } = renderPage({
      'GET /api/school/parents?page=1&per_page=15&relationship_type=mother': ok({
        parents: [priya],
        pagination: pagination(1),
      }),
    });
    await rowOf('Rajesh Kumar');
    const filter = screen.getByRole('combobox', { name: 'Relationship' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Relationships', 'Father', 'Mother', 'Guardian', 'Other']);
    await user.selectOptions(filter, 'Mother');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /^Rajesh Kumar/ })).not.toBeInTheDocument(),
    );
    expect(await rowOf('Priya Sharma')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/school/parents?page=1&per_page=15&relationship_type=mother',
      expect.anything(),
    );
    expect(router.state.location.search).toBe('?relationship_type=mother');
  });

  it('registers a parent with the students chosen', async () => {
    const { user, fetchMock } = renderPage({
      [CREATE]: {
        status: 201,
        body: ok(parent({ id: 3, name: 'Anil Nair' }), 'Parent created successfully!').body,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Register Parent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register Parent' });
    expect(within(dialog).getByRole('combobox', { name: /^Relationship/ })).toHaveDisplayValue('Father');
    expect(within(dialog).getByRole('checkbox', { name: 'Address same as student' })).toBeChecked();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Anil Nair');
    await user.type(within(dialog).getByLabelText(/^Email/), 'anil@example.com');
    await user.type(within(dialog).getByLabelText(/^Phone/), '9000000001');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret123');
    await user.type(within(dialog).getByLabelText(/^Occupation/), 'Teacher');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Diya Nair/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Sara Khan/ }));
    expect(within(dialog).getByText('2 selected.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register parent' }));

    await toastShows('Parent created successfully!');
    expect(bodyOf(fetchMock, CREATE)).toEqual({
      name: 'Anil Nair',
      email: 'anil@example.com',
      phone: '9000000001',
      password: 'secret123',
      relationship_type: 'father',
      occupation: 'Teacher',
      alt_phone: null,
      address_same_as_student: true,
      student_ids: [102, 103],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's field error under the field and keeps the form open", async () => {
    const { user } = renderPage({
      [CREATE]: unprocessable({ email: ['Email has already been taken.'] }),
    });
    await user.click(screen.getByRole('button', { name: 'Register Parent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register Parent' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Anil Nair');
    await user.type(within(dialog).getByLabelText(/^Email/), 'rajesh@example.com');
    await user.type(within(dialog).getByLabelText(/^Phone/), '9000000001');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Register parent' }));

    const email = within(dialog).getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email has already been taken.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Register Parent' })).toBeInTheDocument();
  });

  it('edits a parent without a password', async () => {
    const { user, fetchMock } = renderPage({
      'PUT /api/school/parents/2': ok(priya, 'Parent updated successfully!'),
    });
    await openAction(user, 'Priya Sharma', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Parent' });
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Priya Sharma');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastShows('Parent updated successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/school/parents/2')).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '9123456780',
      relationship_type: 'mother',
      occupation: null,
      alt_phone: null,
      address_same_as_student: true,
    });
  });

  it('links a student as primary contact by default', async () => {
    const { user, fetchMock } = renderPage({ [LINK]: ok(rajesh, 'Student linked successfully!') });
    await openAction(user, 'Rajesh Kumar', 'Link Student');
    const dialog = await screen.findByRole('dialog', { name: 'Link Student' });
    await user.click(await within(dialog).findByRole('radio', { name: /Diya Nair/ }));
    // Aarav is linked already and is not offered.
    expect(within(dialog).queryByRole('radio', { name: /Aarav Kumar/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Primary contact' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Link Student' }));
    await toastShows('Student linked successfully!');
    expect(bodyOf(fetchMock, LINK)).toEqual({ student_id: 102, is_primary: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message when the student is linked already", async () => {
    const { user, fetchMock } = renderPage({
      [LINK]: {
        status: 409,
        body: { success: false, message: 'This student is already linked to the parent.' },
      },
    });
    await openAction(user, 'Rajesh Kumar', 'Link Student');
    const dialog = await screen.findByRole('dialog', { name: 'Link Student' });
    await user.click(await within(dialog).findByRole('radio', { name: /Sara Khan/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Primary contact' }));
    await user.click(within(dialog).getByRole('button', { name: 'Link Student' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This student is already linked to the parent.',
    );
    await toastShows('This student is already linked to the parent.');
    expect(bodyOf(fetchMock, LINK)).toEqual({ student_id: 103, is_primary: false });
    expect(screen.getByRole('dialog', { name: 'Link Student' })).toBeInTheDocument();
  });

  it('searches the active students to link', async () => {
    const { user, fetchMock } = renderPage({
      [`${STUDENTS}&search=sara`]: ok({
        students: [STUDENT_OPTIONS[2]],
        pagination: pagination(1, 1, 100),
      }),
    });
    await openAction(user, 'Priya Sharma', 'Link Student');
    const dialog = await screen.findByRole('dialog', { name: 'Link Student' });
    await within(dialog).findByRole('radio', { name: /Aarav Kumar/ });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search students' }), 'sara');
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: /Aarav Kumar/ })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('radio', { name: /Sara Khan/ })).toHaveAccessibleName(
      'Sara KhanADM-103 · Class 5',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/school/students?status=active&per_page=100&search=sara',
      expect.anything(),
    );
  });

  it('shows the details with the children, their admission number and class', async () => {
    const children: ParentChild[] = [
      {
        id: 101,
        name: 'Aarav Kumar',
        admission_no: 'ADM-101',
        class_name: 'Class 5',
        email: 'aarav@example.com',
        section_name: 'A',
        is_primary: true,
      },
      {
        id: 104,
        name: 'Isha Kumar',
        admission_no: 'ADM-104',
        class_name: null,
        email: 'isha@example.com',
        section_name: null,
        is_primary: false,
      },
    ];
    const { user } = renderPage({
      [DETAIL]: ok(parent({ children_count: 2 })),
      [CHILDREN]: ok({ children }),
    });
    await openAction(user, 'Rajesh Kumar', 'View Details');
    const dialog = await screen.findByRole('dialog', { name: 'Parent Details' });
    expect(within(dialog).getByRole('region', { name: 'Contact Information' })).toHaveTextContent(
      'rajesh@example.com',
    );
    expect(within(dialog).getByRole('region', { name: 'Family Information' })).toHaveTextContent(
      'RelationshipFather',
    );
    const list = await within(dialog).findByRole('list', { name: 'Children (2)' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Aarav KumarPrimary contactAdmission no. ADM-101 · Class 5, Section AUnlink',
      'Isha KumarAdmission no. ADM-104 · Not enrolled this yearMake primaryUnlink',
    ]);
  });

  it("removes a child's link and makes the parent primary from the details", async () => {
    const { user, fetchMock } = renderPage({
      [DETAIL]: ok(parent({ children_count: 1 })),
      [CHILDREN]: ok({
        children: [
          {
            id: 31,
            name: 'Isha Kumar',
            email: null,
            admission_no: 'ADM-104',
            class_name: null,
            section_name: null,
            is_primary: false,
          },
        ],
      }),
      'PUT /api/school/parents/1/students/31/primary': ok(parent({}), 'Primary parent set successfully!'),
      'DELETE /api/school/parents/1/students/31': ok(parent({}), 'Student unlinked successfully!'),
    });
    await openAction(user, 'Rajesh Kumar', 'View Details');
    const dialog = await screen.findByRole('dialog', { name: 'Parent Details' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Make primary parent of Isha Kumar' }),
    );
    await toastShows('Primary parent set successfully!');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink Isha Kumar' }));
    await toastShows('Student unlinked successfully!');
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toContain('PUT /api/school/parents/1/students/31/primary');
    expect(calls).toContain('DELETE /api/school/parents/1/students/31');
  });

  it('says which children are linked and which role stays before removing a parent', async () => {
    const { user } = renderPage({
      'GET /api/school/parents/2/links': ok({
        name: 'Priya Sharma',
        links: [{ kind: 'children', label: 'Children', count: 1, names: ['Aarav Kumar (primary)'] }],
        other_roles: ['teacher'],
        archivable: false,
      }),
      'DELETE /api/school/parents/2': ok(null, 'Parent deleted successfully!'),
    });
    await openAction(user, 'Priya Sharma', 'Remove');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Parent' });
    expect(dialog).toHaveAccessibleDescription('What happens to Priya Sharma?');
    expect(await within(dialog).findByText('Children (1): Aarav Kumar (primary)')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Priya Sharma is also a teacher here: their account and that role stay.',
    );
    expect(within(dialog).queryByRole('radio', { name: /Archive/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShows('Parent deleted successfully!');
  });
});

describe("removing a parent's second factor", () => {
  it('asks first, then removes it and says so', async () => {
    const { user, fetchMock } = renderPage({
      'DELETE /api/school/parents/2/two-factor': ok(null, 'Two-factor sign-in of Priya Sharma was reset.'),
    });
    await openAction(user, 'Priya Sharma', 'Remove second factor');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove second factor' });
    expect(dialog).toHaveAccessibleDescription(
      'Remove the second factor of Priya Sharma? They will sign in with their password alone until they set up a new one in Profile. They are told by e-mail.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await toastShows('Two-factor sign-in of Priya Sharma was reset.');
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === '/api/school/parents/2/two-factor' && init?.method === 'DELETE',
      ),
    ).toHaveLength(1);
  });

  it('is offered with people_two_factor_reset only', async () => {
    const { user } = renderPage(
      {},
      schoolAdminUser({ permissions: ['parents_view', 'people_two_factor_reset'] }),
    );
    await screen.findByRole('button', { name: 'Actions for Rajesh Kumar' });
    expect(await menuItems(user, 'Actions for Rajesh Kumar')).toEqual([
      'View Details',
      'Remove second factor',
    ]);
  });
});

describe('ParentsPage for a delegate', () => {
  it('offers a user with parents_view alone nothing beyond viewing, and loads no students', async () => {
    const { user, fetchMock } = renderPage({}, schoolAdminUser({ permissions: ['parents_view'] }));
    await screen.findByRole('button', { name: 'Actions for Rajesh Kumar' });
    expect(screen.queryByRole('button', { name: 'Register Parent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Parents' })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Actions for Rajesh Kumar')).toEqual(['View Details']);
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/school/students'))).toBe(false);
  });

  it('registers a parent without the students part for a user who may not list students', async () => {
    const { user } = renderPage(
      {},
      schoolAdminUser({ permissions: ['parents_view', 'parents_create', 'parents_link_students'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Register Parent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register Parent' });
    expect(within(dialog).queryByText('Link students (optional)')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    // Linking chooses from the students list too.
    expect(await menuItems(user, 'Actions for Rajesh Kumar')).toEqual(['View Details']);
  });

  it('offers linking and editing with their permissions', async () => {
    const { user } = renderPage(
      {},
      schoolAdminUser({
        permissions: ['parents_view', 'parents_update', 'parents_link_students', 'students_view'],
      }),
    );
    await screen.findByRole('button', { name: 'Actions for Rajesh Kumar' });
    expect(await menuItems(user, 'Actions for Rajesh Kumar')).toEqual([
      'View Details',
      'Link Student',
      'Edit',
    ]);
  });
});
