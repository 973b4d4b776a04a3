import type {
  ActivityStatistics,
  GrowthStatistics,
  RecentActivity,
  SessionUser,
  StatisticsOverview,
} from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPlatformPreferences } from '@/lib/platform-preferences';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok } from '@/test/console-fixtures';
import { delegateUser, sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { SuperadminDashboardPage } from './superadmin-dashboard-page';

const OVERVIEW = 'GET /api/superadmin/statistics';
const GROWTH = 'GET /api/superadmin/statistics/growth?period=monthly';
const ACTIVITY = 'GET /api/superadmin/statistics/activity?days=7';
const recentUrl = (direction: string) =>
  `GET /api/superadmin/statistics/recent-activity?direction=${direction}`;

const overview: StatisticsOverview = {
  schools: { total: 14, active: 12, boards: 4, states: 5 },
  users: { total: 320, active: 300 },
  academic: { students: 250, active_students: 240, teachers: 41 },
  activity: { notices_last_7_days: 6, sign_ins_today: 9 },
  from_last_month: {
    schools: { total: 14, month_ago: 12, growth_percent: 16.7 },
    users: { total: 320, month_ago: 330, growth_percent: -3 },
    active_students: { total: 240, month_ago: 0, growth_percent: null },
  },
};
const growth: GrowthStatistics = {
  period: 'monthly',
  growth_data: [
    {
      period_name: 'Oct 2026',
      period_start: '2026-10-01',
      total_schools: 12,
      total_users: 300,
      total_students: 200,
      new_schools: 2,
      new_users: 20,
      new_students: 10,
    },
    {
      period_name: 'Nov 2026',
      period_start: '2026-11-01',
      total_schools: 14,
      total_users: 320,
      total_students: 250,
      new_schools: 2,
      new_users: 20,
      new_students: 50,
    },
  ],
  growth_rates: { schools_growth_rate: 16.7, users_growth_rate: 6.7, students_growth_rate: 25 },
};
const activity: ActivityStatistics = {
  days: 7,
  daily_activity: [
    {
      date: '2026-11-26',
      day_name: 'Thu',
      users_registered: 3,
      sign_ins: 11,
      notices_published: 1,
      students_enrolled: 2,
    },
    {
      date: '2026-11-27',
      day_name: 'Fri',
      users_registered: 5,
      sign_ins: 8,
      notices_published: 0,
      students_enrolled: 1,
    },
  ],
};
const entry = (
  id: number,
  event: string,
  description: string,
  user_name: string | null,
  at: string,
): RecentActivity => ({
  id,
  event,
  description,
  user_name,
  user_email: user_name ? 'someone@example.com' : null,
  created_at: at,
});
const newest = entry(
  3,
  'school_created',
  'School Hill Top created',
  'Root Admin',
  '2026-11-27T10:00:00.000Z',
);
const middle = entry(2, 'user_login', 'Meera signed in', 'Meera Iyer', '2026-11-27T09:00:00.000Z');
const oldest = entry(1, 'platform_seeded', 'Platform seeded', null, '2026-11-26T08:00:00.000Z');

function renderPage(
  replies: Record<string, ApiReply> = {},
  signedIn: SessionUser = sessionUser({ name: 'Root Admin' }),
) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [OVERVIEW]: ok(overview),
    [GROWTH]: ok(growth),
    [ACTIVITY]: ok(activity),
    [recentUrl('desc')]: ok({ activities: [newest, middle, oldest] }),
    [recentUrl('asc')]: ok({ activities: [oldest, middle, newest] }),
    ...replies,
  });
  return {
    ...renderRoutes(
      [
        { path: '/superadmin/dashboard', element: <SuperadminDashboardPage /> },
        { path: '/superadmin/schools', element: <h1>Schools screen</h1> },
      ],
      '/superadmin/dashboard',
    ),
    fetchMock,
  };
}

const chart = (title: string) => screen.getByText(title, { selector: 'figcaption' }).closest('figure')!;
const descriptions = () =>
  within(screen.getByRole('table', { name: 'Recent Activities' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const preferences = (default_currency: 'INR' | 'USD') =>
  applyPlatformPreferences({ default_timezone: 'Asia/Kolkata', default_currency, default_language: 'en' });

describe('SuperadminDashboardPage', () => {
  afterEach(() => preferences('INR'));

  it('shows the four cards with their change from last month, and revenue as the fixed zero', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeInTheDocument();
    const cards = screen.getByRole('group', { name: 'Platform figures' });
    await waitFor(() => expect(cards).toHaveTextContent('Total Schools14+16.7% from last month'));
    expect(cards).toHaveTextContent('Total Users320-3% from last month');
    expect(cards).toHaveTextContent('Active Students240All new this month');
    expect(cards).toHaveTextContent('Monthly Revenue₹0.00Billing is not part of the platform yet');
  });

  it('shows the revenue in the platform currency', async () => {
    preferences('USD');
    renderPage();
    const cards = screen.getByRole('group', { name: 'Platform figures' });
    await waitFor(() => expect(cards).toHaveTextContent('Monthly Revenue$0.00'));
    expect(cards).not.toHaveTextContent('₹');
  });

  it('charts schools and users over the months and the last 7 days without assignments', async () => {
    renderPage();
    await waitFor(() =>
      expect(chart('Platform Growth (last 12 months)')).toHaveAttribute('data-labels', 'Oct 2026|Nov 2026'),
    );
    expect(chart('Platform Growth (last 12 months)')).toHaveTextContent('SchoolsUsers');
    expect(chart('Last 7 Days')).toHaveAttribute('data-labels', 'Thu 26 Nov|Fri 27 Nov');
    expect(chart('Last 7 Days')).toHaveTextContent('Users registeredSign-ins');
    const tiles = screen.getByRole('group', { name: 'Platform tiles' });
    await waitFor(() => expect(tiles).toHaveTextContent('Education boards4'));
    expect(tiles).toHaveTextContent('Uptime99.9%Service target (a fixed display value, not measured)');
    expect(tiles).toHaveTextContent('Notices this week6');
    // The spec's fixed rating, said to be fixed rather than measured.
    expect(tiles).toHaveTextContent(
      'User Rating4.8/5A fixed display value, not measured: no ratings are collected',
    );
    expect(document.body).not.toHaveTextContent(/assignment/i);
  });

  it('lists the latest audit entries, and the Time header turns their order', async () => {
    const { user } = renderPage();
    await waitFor(() =>
      expect(descriptions()).toEqual(['School Hill Top created', 'Meera signed in', 'Platform seeded']),
    );
    const table = screen.getByRole('table', { name: 'Recent Activities' });
    const first = within(table).getByRole('rowheader', { name: 'School Hill Top created' }).closest('tr')!;
    expect(first).toHaveTextContent('School created');
    expect(first).toHaveTextContent('Root Admin');
    expect(within(table).getByRole('rowheader', { name: 'Platform seeded' }).closest('tr')).toHaveTextContent(
      'System',
    );
    await user.click(within(table).getByRole('button', { name: /Time/ }));
    await waitFor(() =>
      expect(descriptions()).toEqual(['Platform seeded', 'Meera signed in', 'School Hill Top created']),
    );
  });

  it('offers the three quick actions', async () => {
    const { user, router } = renderPage();
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/superadmin/schools?new=1', '/superadmin/users', '/superadmin/settings']);
    // "Add New School" asks the Schools screen for its create form, not just the list.
    await user.click(within(actions).getByRole('link', { name: /Add New School/ }));
    expect(await screen.findByRole('heading', { name: 'Schools screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/superadmin/schools');
    expect(router.state.location.search).toBe('?new=1');
  });

  it('says so when the figures fail, without a made-up number', async () => {
    renderPage({
      [OVERVIEW]: { status: 500, body: { success: false, message: 'Server error. Please try again later.' } },
    });
    await waitFor(() =>
      expect(toasts().getByText('Server error. Please try again later.')).toBeInTheDocument(),
    );
    expect(screen.getByRole('group', { name: 'Platform figures' })).toHaveTextContent('Total Schools—');
  });

  it('says a chart is loading, then that it could not be loaded, never that there is nothing', async () => {
    const failure = {
      status: 500,
      body: { success: false, message: 'Server error. Please try again later.' },
    };
    renderPage({ [GROWTH]: failure, [ACTIVITY]: failure });
    const charts = {
      'Platform Growth (last 12 months)': 'No schools or users yet',
      'Last 7 Days': 'No registrations or sign-ins in the last 7 days',
    };
    for (const [title, empty] of Object.entries(charts)) {
      expect(chart(title)).toHaveTextContent('Loading…');
      expect(chart(title)).not.toHaveTextContent(empty);
    }
    await waitFor(() =>
      expect(toasts().getByText('Server error. Please try again later.')).toBeInTheDocument(),
    );
    for (const [title, empty] of Object.entries(charts)) {
      await waitFor(() => expect(chart(title)).toHaveTextContent('Could not be loaded.'));
      expect(chart(title)).not.toHaveTextContent(empty);
    }
  });

  it('says a chart has nothing to show once its figures have loaded empty', async () => {
    renderPage({
      [GROWTH]: ok({ ...growth, growth_data: [] }),
      [ACTIVITY]: ok({ days: 7, daily_activity: [] }),
    });
    await waitFor(() =>
      expect(chart('Platform Growth (last 12 months)')).toHaveTextContent('No schools or users yet'),
    );
    await waitFor(() =>
      expect(chart('Last 7 Days')).toHaveTextContent('No registrations or sign-ins in the last 7 days'),
    );
  });
});

describe('SuperadminDashboardPage for a delegate', () => {
  it('shows a user without statistics_view the recent activity, and loads no figures', async () => {
    const { fetchMock } = renderPage({}, delegateUser(['dashboard_view', 'schools_view', 'schools_create']));
    expect(
      await screen.findByText('The platform figures need the View statistics permission.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Platform figures' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Recent Activities' })).toBeInTheDocument();
    const called = fetchMock.mock.calls.map(([url]) => url);
    expect(
      called.filter(
        (url) => url.startsWith('/api/superadmin/statistics') && !url.includes('recent-activity'),
      ),
    ).toEqual([]);
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/superadmin/schools?new=1']);
  });
});
