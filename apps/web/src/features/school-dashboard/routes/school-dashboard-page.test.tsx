import type { Notice, SchoolActivity, SchoolDashboardStats, SessionUser } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { schoolAdminUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { SchoolDashboardPage } from './school-dashboard-page';

const STATS = 'GET /api/school-admin/dashboard/stats';
const NOTICES = 'GET /api/school/notices?page=1&per_page=5';
const ACTIVITIES = 'GET /api/school/activities?page=1&per_page=15';
const CREATE = 'POST /api/school/notices';

const activity = (
  id: number,
  description: string,
  user_name: string | null = 'Ravi Kumar',
): SchoolActivity => ({
  id,
  event: 'notice_created',
  description,
  user_name,
  created_at: '2026-11-25T09:30:00.000Z',
});

const stats = (overrides: Partial<SchoolDashboardStats> = {}): SchoolDashboardStats => ({
  students: { total: 1250, last_week: 1240 },
  teachers: { total: 85, last_week: 87 },
  classes: { total: 45, last_week: 45 },
  sections: { total: 90, last_week: 88 },
  attendance_rate_today: null,
  attendance_recorded: false,
  attendance_trend: [],
  enrollment_trend: [
    { month: '2026-10', month_name: 'Oct 2026', enrollment_count: 4 },
    { month: '2026-11', month_name: 'Nov 2026', enrollment_count: 10 },
  ],
  class_sizes: [
    { class_name: 'Grade 1', student_count: 31 },
    { class_name: 'Grade 2', student_count: 28 },
  ],
  recent_activities: [activity(2, 'Student Diya Nair enrolled'), activity(1, 'Platform seeded', null)],
  ...overrides,
});

const notice = (id: number, title: string, publish_date: string, body = 'Details follow.'): Notice => ({
  id,
  title,
  body,
  publish_date,
  audience: 'everyone',
  class: null,
  section: null,
  created_by: { id: 20, name: 'Ravi Kumar' },
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
});
const meeting = notice(7, 'Parent-teacher meeting', '2026-11-24', 'Saturday, 9:30 in the hall.');
const maintenance: Notice = {
  ...notice(6, 'System maintenance', '2026-11-18'),
  audience: 'parents',
  class: { id: 4, name: 'Grade 4' },
  section: { id: 41, name: 'A' },
};

const schoolAdmin = schoolAdminUser();

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = schoolAdmin) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [STATS]: ok(stats()),
    [NOTICES]: ok({ notices: [meeting, maintenance], pagination: pagination(2, 1, 5) }),
    // The notice form offers the school's classes.
    'GET /api/school/classes?page=1&per_page=100': ok({ classes: [], pagination: pagination(0) }),
    ...replies,
  });
  return {
    ...renderRoutes(
      [
        { path: '/school-admin/dashboard', element: <SchoolDashboardPage /> },
        { path: '/school-admin/students', element: <h1>Students screen</h1> },
      ],
      '/school-admin/dashboard',
    ),
    fetchMock,
  };
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const [, init] = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)!;
  return JSON.parse(init!.body as string) as unknown;
};
const callsOf = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key).length;
const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const chart = (title: string) => screen.getByText(title, { selector: 'figcaption' }).closest('figure')!;
const noticesPanel = () => screen.getByRole('region', { name: 'Notices' });

describe('SchoolDashboardPage', () => {
  it("welcomes the admin and shows the school's figures with their change over the week", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(
      screen.getByText('Welcome back, Ravi Kumar! Here is what is happening at Greenfield Public School.'),
    ).toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'School figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Students1,250+10 from last week'));
    expect(figures).toHaveTextContent('Total Teachers85-2 from last week');
    expect(figures).toHaveTextContent('Total Classes45No change from last week');
    expect(figures).toHaveTextContent('Total Sections90+2 from last week');
    expect(within(figures).getByText('+10 from last week')).toHaveAttribute('data-change', 'positive');
    expect(within(figures).getByText('-2 from last week')).toHaveAttribute('data-change', 'negative');
    expect(within(figures).getByText('No change from last week')).toHaveAttribute('data-change', 'neutral');
    expect(screen.getByRole('region', { name: 'Attendance Today' })).toHaveTextContent(
      'No attendance recorded yet',
    );
    expect(chart('Enrollment Trend')).toHaveTextContent('Oct 2026: 4Nov 2026: 10');
    expect(chart('Class Sizes')).toHaveTextContent('Grade 1: 31Grade 2: 28');
    const recent = screen.getByRole('table', { name: 'Recent Activities' });
    expect(within(recent).getByRole('rowheader', { name: 'Student Diya Nair enrolled' })).toBeInTheDocument();
    // An entry of no one's names the system.
    expect(
      within(recent).getByRole('rowheader', { name: 'Platform seeded' }).closest('tr'),
    ).toHaveTextContent('System');
  });

  it("shows today's attendance and the school's rate on each school day of the last 30", async () => {
    renderPage({
      [STATS]: ok(
        stats({
          attendance_rate_today: 92.5,
          attendance_recorded: true,
          attendance_trend: [
            { date: '2026-11-24', rate: 88 },
            { date: '2026-11-26', rate: 92.5 },
          ],
        }),
      ),
    });
    const card = screen.getByRole('region', { name: 'Attendance Today' });
    await waitFor(() => expect(card).toHaveTextContent('92.5%'));
    expect(chart('Attendance, Last 30 Days')).toHaveAttribute('data-labels', 'Tue 24 Nov|Thu 26 Nov');
    expect(chart('Attendance, Last 30 Days')).toHaveTextContent('Tue 24 Nov: 88.0%Thu 26 Nov: 92.5%');
  });

  it('says attendance is not taken today, once the school has taken some before', async () => {
    renderPage({
      [STATS]: ok(stats({ attendance_recorded: true, attendance_trend: [{ date: '2026-11-24', rate: 88 }] })),
    });
    const card = screen.getByRole('region', { name: 'Attendance Today' });
    await waitFor(() => expect(card).toHaveTextContent('Not taken today'));
    expect(card).not.toHaveTextContent('No attendance recorded yet');
  });

  it('offers quick actions only to screens that exist', async () => {
    const { user, router } = renderPage();
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Manage StudentsEnrol, edit and promote students', '/school-admin/students'],
      ['Manage TeachersAdd teachers and assign their classes', '/school-admin/teachers'],
      ['Class ManagementClasses, their sections and students', '/school-admin/classes'],
    ]);
    expect(screen.queryByText(/Fee Management/)).not.toBeInTheDocument();
    await user.click(within(actions).getByRole('link', { name: /Manage Students/ }));
    expect(await screen.findByRole('heading', { name: 'Students screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/school-admin/students');
  });

  it('says so when there is nothing to chart or list', async () => {
    renderPage({
      [STATS]: ok(
        stats({
          enrollment_trend: [
            { month: '2026-10', month_name: 'Oct 2026', enrollment_count: 0 },
            { month: '2026-11', month_name: 'Nov 2026', enrollment_count: 0 },
          ],
          class_sizes: [],
          recent_activities: [],
        }),
      ),
      [NOTICES]: ok({ notices: [], pagination: pagination(0, 1, 5) }),
    });
    // Wait for the figures to know the answer has come.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'School figures' })).toHaveTextContent('Total Students1,250'),
    );
    expect(chart('Attendance, Last 30 Days')).toHaveTextContent('No attendance recorded in the last 30 days');
    expect(chart('Enrollment Trend')).toHaveTextContent('No enrollment data available');
    expect(chart('Class Sizes')).toHaveTextContent('No class data available');
    expect(screen.getByRole('table', { name: 'Recent Activities' })).toHaveTextContent('No activity yet');
    await waitFor(() => expect(noticesPanel()).toHaveTextContent('No notices posted yet.'));
  });

  it('shows no made-up figures when the stats cannot be loaded', async () => {
    renderPage({
      [STATS]: { status: 500, body: { success: false, message: 'Server error. Please try again later.' } },
      [NOTICES]: { status: 500, body: { success: false, message: 'Server error. Please try again later.' } },
    });
    // While loading, nothing claims there is no data.
    expect(chart('Enrollment Trend')).toHaveTextContent('Loading…');
    expect(chart('Enrollment Trend')).not.toHaveTextContent('No enrollment data available');
    expect(noticesPanel()).toHaveTextContent('Loading notices…');
    await toastShows('Server error. Please try again later.');
    const figures = screen.getByRole('group', { name: 'School figures' });
    expect(figures).toHaveTextContent('Total Students—');
    expect(figures).not.toHaveTextContent(/\d/);
    expect(chart('Enrollment Trend')).toHaveTextContent('Could not be loaded.');
    expect(chart('Class Sizes')).toHaveTextContent('Could not be loaded.');
    expect(chart('Attendance, Last 30 Days')).toHaveTextContent('Could not be loaded.');
    // Not "no attendance recorded": nobody knows.
    expect(screen.getByRole('region', { name: 'Attendance Today' })).toHaveTextContent(
      'Could not be loaded.',
    );
    expect(chart('Enrollment Trend')).not.toHaveTextContent('No enrollment data available');
    expect(chart('Class Sizes')).not.toHaveTextContent('No class data available');
    const recent = screen.getByRole('table', { name: 'Recent Activities' });
    expect(recent).toHaveTextContent('Activities could not be loaded.');
    expect(recent).not.toHaveTextContent('No activity yet');
    await waitFor(() => expect(noticesPanel()).toHaveTextContent('Notices could not be loaded.'));
    expect(noticesPanel()).not.toHaveTextContent('No notices posted yet.');
  });

  it('pages through every activity of the school from View All', async () => {
    const { user } = renderPage({
      [ACTIVITIES]: ok({
        activities: [activity(40, 'Notice "Exams" posted')],
        pagination: pagination(16, 1, 15),
      }),
      'GET /api/school/activities?page=2&per_page=15': ok({
        activities: [activity(3, 'Class Grade 1 created')],
        pagination: pagination(16, 2, 15),
      }),
    });
    await user.click(screen.getByRole('button', { name: 'View All' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Activities' });
    expect(
      await within(dialog).findByRole('rowheader', { name: 'Notice "Exams" posted' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Page 1 of 2');
    await user.click(within(dialog).getByRole('button', { name: /Next/ }));
    expect(
      await within(dialog).findByRole('rowheader', { name: 'Class Grade 1 created' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Page 2 of 2');
  });

  it('lists the notices as the server orders them, newest first', async () => {
    renderPage();
    const panel = noticesPanel();
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Parent-teacher meeting', 'System maintenance']),
    );
    expect(within(panel).getByRole('article', { name: 'Parent-teacher meeting' })).toHaveTextContent(
      '24 Nov 2026 · Ravi KumarFor everyoneSaturday, 9:30 in the hall.',
    );
    // Every notice, whoever it is for, with its class and section.
    expect(within(panel).getByRole('article', { name: 'System maintenance' })).toHaveTextContent(
      '18 Nov 2026 · Ravi KumarFor parents · Grade 4, section ADetails follow.',
    );
  });

  it('posts a notice, refreshing the notices and the activity', async () => {
    const { user, fetchMock } = renderPage({
      [CREATE]: {
        status: 201,
        body: ok(notice(8, 'Sports day', '2026-11-30'), 'Notice created successfully!').body,
      },
    });
    await within(noticesPanel()).findByText('Parent-teacher meeting');
    await user.click(within(noticesPanel()).getByRole('button', { name: 'Post Notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post Notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Post notice' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Notice text is required.')).toBeInTheDocument();
    expect(callsOf(fetchMock, CREATE)).toBe(0);

    await user.type(within(dialog).getByLabelText(/^Title/), 'Sports day');
    const date = within(dialog).getByLabelText(/^Publish Date/);
    await user.clear(date);
    await user.type(date, '2026-11-30');
    await user.type(within(dialog).getByLabelText(/^Notice/), 'Wear house colours.');
    await user.click(within(dialog).getByRole('button', { name: 'Post notice' }));
    await toastShows('Notice created successfully!');
    expect(bodyOf(fetchMock, CREATE)).toEqual({
      title: 'Sports day',
      body: 'Wear house colours.',
      publish_date: '2026-11-30',
      audience: 'everyone',
      class_id: null,
      section_id: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsOf(fetchMock, NOTICES)).toBe(2));
    expect(callsOf(fetchMock, STATS)).toBe(2);
  });

  it("shows the server's refusal under its field and keeps the form open", async () => {
    const { user } = renderPage({
      'PUT /api/school/notices/7': {
        status: 422,
        body: {
          success: false,
          message: 'The given data was invalid.',
          errors: { publish_date: ['Publish date is not a valid date.'] },
        },
      },
    });
    await user.click(
      await within(noticesPanel()).findByRole('button', { name: 'Edit notice Parent-teacher meeting' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notice' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Parent-teacher meeting');
    expect(within(dialog).getByLabelText(/^Publish Date/)).toHaveValue('2026-11-24');
    expect(within(dialog).getByLabelText(/^Notice/)).toHaveValue('Saturday, 9:30 in the hall.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const date = within(dialog).getByLabelText(/^Publish Date/);
    await waitFor(() => expect(date).toHaveAccessibleDescription('Publish date is not a valid date.'));
    await toastShows('Publish date is not a valid date.');
    expect(screen.getByRole('dialog', { name: 'Edit Notice' })).toBeInTheDocument();
  });

  it('edits a notice and sends the whole notice', async () => {
    const { user, fetchMock } = renderPage({
      'PUT /api/school/notices/7': ok(
        { ...meeting, title: 'Parent-teacher meeting moved' },
        'Notice updated successfully!',
      ),
    });
    await user.click(
      await within(noticesPanel()).findByRole('button', { name: 'Edit notice Parent-teacher meeting' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notice' });
    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Parent-teacher meeting moved');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastShows('Notice updated successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/school/notices/7')).toEqual({
      title: 'Parent-teacher meeting moved',
      body: 'Saturday, 9:30 in the hall.',
      publish_date: '2026-11-24',
      audience: 'everyone',
      class_id: null,
      section_id: null,
    });
  });

  it('deletes a notice only once confirmed', async () => {
    const { user, fetchMock } = renderPage({
      'DELETE /api/school/notices/6': ok(null, 'Notice deleted successfully!'),
    });
    const remove = await within(noticesPanel()).findByRole('button', {
      name: 'Delete notice System maintenance',
    });
    await user.click(remove);
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Notice' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete the notice "System maintenance"? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsOf(fetchMock, 'DELETE /api/school/notices/6')).toBe(0);

    await user.click(remove);
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Notice' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await toastShows('Notice deleted successfully!');
    expect(callsOf(fetchMock, 'DELETE /api/school/notices/6')).toBe(1);
  });
});

describe('SchoolDashboardPage for a delegate', () => {
  it('leaves out the notices and the shortcuts a user may not open, and loads no notices', async () => {
    const { fetchMock } = renderPage(
      {},
      schoolAdminUser({ permissions: ['school_dashboard_view', 'teachers_view'] }),
    );
    await screen.findByRole('group', { name: 'School figures' });
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/school-admin/teachers']);
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/school/notices'))).toBe(false);
  });

  it('shows the notices with only the actions the notice permissions allow', async () => {
    renderPage(
      {},
      schoolAdminUser({ permissions: ['school_dashboard_view', 'notices_view', 'notices_update'] }),
    );
    const panel = await screen.findByRole('region', { name: 'Notices' });
    expect(
      await within(panel).findByRole('button', { name: 'Edit notice Parent-teacher meeting' }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Post Notice' })).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Delete notice Parent-teacher meeting' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Quick actions' })).not.toBeInTheDocument();
  });
});
